"""How scripts/screenshots.py and the browser tests start Debian's Chromium (never a
downloaded browser): `playwright.chromium.launch(executable_path=shutil.which("chromium"),
args=CHROMIUM_FLAGS)`. Tooling, so it lives with the scripts; the tests import it from here
(a script never imports the tests).

Playwright puts its own switches first and ours after them. Chromium keeps one value per
switch, the last: our `--disable-features=` replaces Playwright's rather than adding to it, so
ours repeats Playwright's list (tests/browser/test_chromium_flags.py fails when a Playwright
upgrade changes that list, or when a second `--disable-features` drops it).
"""

# Playwright 1.65's own `--disable-features` list (its chromiumSwitches.ts, in the installed
# package's driver/package/lib/coreBundle.js), in its order; each is Playwright's reason, not ours.
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion",
]

# Ours. Each Playwright context is a headless browser window, and Chromium 156 preloads that
# window's omnibox dropdowns as WebUI pages (chrome://omnibox-popup.top-chrome/ and its
# omnibox_popup_aim.html): two pages and a renderer process of their own per context, loaded
# and run for a dropdown nobody opens. The tests open a context per test. Both are needed:
# with either one alone, the other popup is still preloaded in every context.
OUR_DISABLED_FEATURES = [
    "WebUIOmniboxPopup",
    "WebUIOmniboxAimPopup",
]

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # The one `--disable-features`: Playwright's list and ours (see above).
    "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES + OUR_DISABLED_FEATURES),
    # Site isolation off: under it Chromium starts one renderer more per context (a spare kept
    # warm, and a new process when the page goes from about:blank to the shop). Six contexts each loading a
    # page started 16 renderers with the features above and 10 without site isolation, 22 with
    # neither. The pages are our own shop on 127.0.0.1, never the untrusted sites it guards from.
    "--disable-site-isolation-trials",
]

"""Catalogue images: check an `image` value at import, resolve it to a URL at display (issue 10).

A catalogue's `image` is one of
- an http(s) URL, used as given;
- an absolute path on this site (`/static/img/x.png`), used as given;
- a bare file name (`39773.jpg`) or a relative path (`women/39773.jpg`), resolved against
  `settings.CATALOGUE_IMAGE_BASE_URL`. With a local base URL (one starting with `/`) the file
  must exist in `settings.CATALOGUE_IMAGE_DIR`, else the product shows its SVG artwork.

`image_problem()` says why a value is unsafe (the importer drops it with a warning, the record
imports); `image_url()` never returns a URL a browser would read as another host.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath
from urllib.parse import quote

from django.conf import settings

# Anything a browser strips or reinterprets (tabs, newlines, backslashes read as '/').
_FORBIDDEN = re.compile(r"[\t\n\r\f\v\\\x00-\x1f\x7f]")
_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def image_problem(image: str) -> str | None:
    """Why `image` cannot be used (a sentence), or None when it is a usable value.

    Refused: control characters, tabs, newlines or backslashes anywhere; protocol-relative
    `//host`; any scheme except http(s) (`javascript:`, `data:`); `..` segments in a relative
    path; spaces in a URL or absolute path. Relative names may contain spaces (percent-encoded).
    """
    if _FORBIDDEN.search(image):
        return "control characters, tabs, newlines or backslashes"
    if image.startswith("//"):
        return "a protocol-relative URL (//host/...)"
    if _SCHEME.match(image):
        if not image.lower().startswith(("https://", "http://")):
            return f"scheme {image.split(':', 1)[0]!r} (only http and https are allowed)"
        if " " in image:
            return "spaces in a URL"
        return None
    if image.startswith("/"):
        return "spaces in a path" if " " in image else None
    if ".." in PurePosixPath(image).parts:
        return "'..' in a relative path"
    return None


def is_relative(image: str) -> bool:
    """True for a bare file name or relative path (resolved against the image base URL)."""
    return bool(image) and not image.startswith("/") and not _SCHEME.match(image)


def local_file(image: str) -> Path | None:
    """Where a relative image lives in CATALOGUE_IMAGE_DIR (None for URLs and site paths)."""
    if not is_relative(image):
        return None
    root = Path(settings.CATALOGUE_IMAGE_DIR)
    path = (root / image).resolve()
    return path if path.is_relative_to(root.resolve()) else None


def image_url(image: str) -> str | None:
    """The URL to show for a stored `image` value, or None for "draw the SVG artwork".

    None when the value is empty or unsafe, or when a relative name resolves against a local base
    URL and its file is missing from CATALOGUE_IMAGE_DIR (never a broken image).
    """
    if not image or image_problem(image):
        return None
    if not is_relative(image):
        return image
    base = settings.CATALOGUE_IMAGE_BASE_URL
    if not base.endswith("/"):
        base += "/"
    if base.startswith("/") and not base.startswith("//"):
        path = local_file(image)
        if path is None or not path.is_file():
            return None
    return base + quote(image)

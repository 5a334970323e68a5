"""The fake login (docs/contracts.md "Fake login"; memory-spec M1.3, M2.2, M9).

A shopper signs in by picking or typing a name, with no password. The name and the Agent Memory
user id derived from it live in the Django session; Django's real auth stays for admin staff.
"""

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

SESSION_NAME_KEY = "shopper_name"
SESSION_USER_ID_KEY = "shopper_user_id"
# Keys the assistant keeps per identity (demo controls, the open chat): M2.2, M9.
ASSISTANT_KEY_PREFIX = "assistant_"
NAME_MAX_LENGTH = 100
DEMO_SHOPPERS: tuple[str, ...] = ("Alice", "Bob", "Carmen", "Dev")

_NOT_SLUG = re.compile(r"[^a-z0-9]+")
# Unicode's Default_Ignorable_Code_Point property (DerivedCoreProperties.txt, Unicode 15.1): code
# points a renderer shows as nothing (zero-width space and joiners, soft hyphen, bidi controls,
# variation selectors, Hangul fillers, tags), plus the C0/C1 controls. "Ali\u200bce" looks like
# "Alice" and must be the same shopper (issue 12 item 9).
_INVISIBLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]"
)


@dataclass(frozen=True)
class Shopper:
    """The signed-in demo shopper: the display name and its Agent Memory `user_id`."""

    name: str
    user_id: str


def display_name(name: str) -> str:
    """A shopper name as shown: invisible characters removed, whitespace collapsed, trimmed."""
    return " ".join(_INVISIBLE.sub("", name).split())


def normalise_name(name: str) -> str:
    """Canonical form of a shopper name: NFKC, invisible characters (zero-width, bidi
    controls, variation selectors...) removed, whitespace collapsed, trimmed, case-folded.

    Two names with the same canonical form are the same shopper ("Alice", " alice ",
    "Ali\u200bce").
    """
    return display_name(unicodedata.normalize("NFKC", name)).casefold()


def agent_memory_user_id(name: str) -> str:
    """Derive the Agent Memory user id for a shopper name (M1.3).

    The id is a readable ASCII slug of the name (at most 32 characters, "shopper" when nothing
    ASCII is left, e.g. for emoji) plus 16 hex digits of the SHA-256 of the canonical name
    (`normalise_name`): stable for the same name, distinct for distinct names, at most 49
    characters of [a-z0-9-] only, so never `/ ? # %` or whitespace. Raises ValueError for a name
    that is empty or only whitespace.
    """
    canonical = normalise_name(name)
    if not canonical:
        raise ValueError("A shopper name must not be empty.")
    ascii_name = unicodedata.normalize("NFKD", canonical).encode("ascii", "ignore").decode()
    slug = _NOT_SLUG.sub("-", ascii_name).strip("-")[:32].strip("-") or "shopper"
    digest = hashlib.sha256(canonical.encode()).hexdigest()[:16]
    return f"{slug}-{digest}"


def current_shopper(request_or_session: Any) -> Shopper | None:
    """Return the signed-in Shopper from a request, a Django session or a Channels scope session.

    Returns None when nobody is signed in, or when the stored id does not belong to the stored
    name (a tampered or stale session is treated as signed out).
    """
    session = getattr(request_or_session, "session", request_or_session)
    if session is None or not hasattr(session, "get"):
        return None
    name = session.get(SESSION_NAME_KEY)
    user_id = session.get(SESSION_USER_ID_KEY)
    if not isinstance(name, str) or not isinstance(user_id, str) or not name:
        return None
    try:
        if agent_memory_user_id(name) != user_id:
            return None
    except ValueError:
        return None
    return Shopper(name=name, user_id=user_id)


def _clear_identity(session) -> None:
    for key in list(session.keys()):
        if key.startswith(ASSISTANT_KEY_PREFIX) or key in (SESSION_NAME_KEY, SESSION_USER_ID_KEY):
            del session[key]


def shopper_login(*, request, name: str) -> Shopper:
    """Sign `name` in: new session key, the previous identity's assistant state dropped (M2.2).

    `name` is shown as typed, with invisible characters removed and whitespace collapsed.
    Raises ValueError for a name that is empty once they are gone.
    """
    shown = display_name(name)
    shopper = Shopper(name=shown, user_id=agent_memory_user_id(shown))
    request.session.cycle_key()
    _clear_identity(request.session)
    request.session[SESSION_NAME_KEY] = shopper.name
    request.session[SESSION_USER_ID_KEY] = shopper.user_id
    return shopper


def shopper_logout(*, request) -> None:
    """Sign the shopper out: new session key, shopper and assistant keys removed (M2.2, M9).

    Django auth (an admin's login) in the same session is left alone.
    """
    request.session.cycle_key()
    _clear_identity(request.session)

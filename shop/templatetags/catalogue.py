"""Template tags for the catalogue's own taxonomy (issue 10): the header's department links."""

import logging

from django import template
from django.db import DatabaseError

from shop.artwork import colour_fill
from shop.selectors import catalogue_taxonomy

register = template.Library()
logger = logging.getLogger(__name__)


@register.simple_tag
def catalogue_departments() -> tuple[str, ...]:
    """The imported catalogue's departments (cached per catalogue version); none when the
    database cannot be read, so a page still renders."""
    try:
        return catalogue_taxonomy().departments
    except DatabaseError:
        logger.warning("Header: catalogue departments unavailable", exc_info=True)
        return ()


@register.filter
def swatch(colour: str) -> str:
    """The CSS hex swatch of a catalogue colour (shop.artwork.colour_fill: the colour table,
    neutral grey for a colour it does not know)."""
    return colour_fill(colour or "")

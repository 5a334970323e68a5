"""assistant views."""

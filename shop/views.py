"""shop views."""

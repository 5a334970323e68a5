"""shop admin."""

"""assistant admin."""

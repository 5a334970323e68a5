"""memory admin."""

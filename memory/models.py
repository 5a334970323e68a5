"""memory models."""

"""assistant models."""

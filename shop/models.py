"""shop models."""

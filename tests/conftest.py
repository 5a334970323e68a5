"""Fixtures shared by every layer's tests."""

"""The shipped catalogue (catalogue.json) and the deterministic script that wrote it."""

"""What a test adds to the environment of a shop it starts in a fresh interpreter.

`manage.py demo`, the release command and daphne started by a test are there to test the
process (ports, signals, restarts, migrations, the import, what is printed), not what an
embedding means. The hashing embedders (`embeddings/`) make those processes start in about
half the time: MiniLM's ONNX session and the catalogue's embedding cost about 4 s per start
on this 2-core machine. What MiniLM computes is tested in-process (tests/shop, tests/memory).
"""

HASHING_EMBEDDERS = {"CATALOGUE_EMBEDDER": "hashing", "LOCAL_AM_EMBEDDER": "hashing"}

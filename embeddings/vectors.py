"""What every embedder shares: the error it raises and row normalisation (no other imports, so
embedder.py and onnx.py both import it and neither imports the other at module level)."""

import numpy as np


class EmbeddingError(RuntimeError):
    """The embedding service failed (memory_server answers 503, details.service "embedding")."""


def normalise(matrix: np.ndarray) -> np.ndarray:
    """Scale each row to unit L2 length (rows of zeros stay zero). Returns float32."""
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms

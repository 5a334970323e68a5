"""all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime + tokenizers (issue 3 item 4). Placeholder."""

from __future__ import annotations

from pathlib import Path

MODEL_DIR = Path(__file__).resolve().parent / "models" / "all-MiniLM-L6-v2"


def model_available() -> bool:
    """True when the exported model file is present."""
    return (MODEL_DIR / "model.int8.onnx").exists()


class OnnxMiniLMEmbedder:  # pragma: no cover - filled in by the export step
    name = "all-MiniLM-L6-v2-int8"
    dim = 384

    def __init__(self) -> None:
        raise RuntimeError(f"MiniLM ONNX model is not available in {MODEL_DIR}")

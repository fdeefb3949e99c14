#!/usr/bin/env sh
# Creates server/fuzz/.venv (git-ignored) with schemathesis and its dependencies at the versions
# pinned in requirements.txt. Nothing is installed outside that directory. The Python SDK keeps its
# own venv (sdk-python/.venv, sdk-python/scripts/bootstrap.sh): the two tool sets are pinned and
# upgraded independently.
# Usage: sh server/fuzz/bootstrap.sh   (from anywhere; PYTHON=python3.12 to choose)
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
python=${PYTHON:-python3}
if [ ! -x "$here/.venv/bin/python" ]; then
  "$python" -m venv "$here/.venv"
fi
"$here/.venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"

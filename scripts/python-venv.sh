#!/usr/bin/env sh
# Creates the virtualenv DIR (once) and installs the pinned REQUIREMENTS into it; nothing is
# installed outside DIR. Each Python tool set of the repository (the Python SDK's, the API
# fuzzer's) has its own, pinned and upgraded independently.
# Usage: sh scripts/python-venv.sh DIR REQUIREMENTS   (PYTHON=python3.12 to choose the interpreter)
set -eu
venv=$1
requirements=$2
if [ ! -x "$venv/bin/python" ]; then
  "${PYTHON:-python3}" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"

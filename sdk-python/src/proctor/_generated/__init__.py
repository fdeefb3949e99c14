# GENERATED FILE, DO NOT EDIT. The part of proctor-sdk generated from the OpenAPI document.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).

// GENERATED FILE, DO NOT EDIT. Every resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

export * from './agent-docs.js';
export * from './agents.js';
export * from './approvals.js';
export * from './audit-logs.js';
export * from './auth.js';
export * from './balance.js';
export * from './personal-tokens.js';
export * from './platform.js';
export * from './service-requests.js';
export * from './usage.js';

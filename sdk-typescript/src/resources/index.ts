// GENERATED FILE, DO NOT EDIT. Every resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

export * from './agent-docs.js';
export * from './agent-requests.js';
export * from './agents.js';
export * from './approvals.js';
export * from './audit-logs.js';
export * from './auth.js';
export * from './balance.js';
export * from './billing.js';
export * from './budget-requests.js';
export * from './chat.js';
export * from './connected-apps.js';
export * from './devices.js';
export * from './invites.js';
export * from './knowledge.js';
export * from './marketplace.js';
export * from './models.js';
export * from './orgs.js';
export * from './personal-tokens.js';
export * from './platform.js';
export * from './promo.js';
export * from './publications.js';
export * from './publish-requests.js';
export * from './scheduled-tasks.js';
export * from './service-requests.js';
export * from './speech.js';
export * from './storage.js';
export * from './teams.js';
export * from './triggers.js';
export * from './usage.js';
export * from './workflows.js';
export * from './workspaces.js';

import { CATALOG, OPERATIONS } from '../domain/catalog/index.js';
import type { OperationDefinition } from '../domain/catalog/operation.js';
import { APP_FAMILIES, FAMILY_NAMES } from '../providers/oauth/contract.js';
import { byKey, code, referenceDocument, table } from './markdown.js';

function livePrice({ operation, pricing }: OperationDefinition): string {
  if (pricing.costCents !== undefined) return `${pricing.costCents}¢ per ${pricing.unit}`;
  if (pricing.formula === undefined) throw new Error(`${operation}: a price without costCents needs its formula`);
  return `per ${pricing.unit}: ${pricing.formula}`;
}

/** What a live request needs besides its binding: the organization's app, the server's settings. */
function liveNeeds(definition: OperationDefinition): string {
  const family = definition.requiresConnectedApp;
  const needs = [
    ...(family ? [`the organization's ${FAMILY_NAMES[family]} app (${APP_FAMILIES[family].join(' or ')})`] : []),
    ...(definition.liveSettings.length > 0 ? [definition.liveSettings.map(code).join(', ')] : []),
  ];
  if (needs.length > 0) return needs.join('; ');
  return definition.internal ? 'nothing: Proctor serves it itself' : 'nothing';
}

function settling(definition: OperationDefinition): string {
  if (!definition.async) return 'no: settles within the request';
  if (definition.internal) return 'answers `running` (202) and settles when its work ends';
  return 'yes: may answer `running` (202), then settled by the poller or `POST /api/v1/webhooks/reconcile/{provider}`';
}

/** docs/reference/operations.md: every operation of the catalog. */
export function renderOperations(): string {
  const definitions = OPERATIONS.map((name) => CATALOG[name]).sort(byKey((definition) => definition.operation));
  const rows = definitions.map((definition) => [
    code(definition.operation),
    definition.service,
    definition.name,
    definition.description,
    '0',
    livePrice(definition),
    definition.liveProvider,
    liveNeeds(definition),
    settling(definition),
    definition.sandboxFailures.map(({ description }) => description).join('; ') || '—',
  ]);
  return referenceDocument('Operations', 'the catalog (server/src/domain/catalog/)', [
    [
      'Every operation an agent can dispatch (`POST /api/v1/service-requests`). `GET /api/v1/agent-docs` serves the same',
      "definitions with their payload and result JSON Schemas, examples, and whether each runs live on this server.",
      'Test mode (a test key) calls no provider and debits nothing; in both modes the worst case (the fixed price, or the',
      "formula's estimate) is held before the call and compared with the binding's approval threshold. A live request",
      'whose settings are missing fails with `adapter_error`; one that needs an app the organization has not installed is',
      'blocked with `requires_connected_app`. A sandbox failure trigger makes test mode answer `failed`, so that error',
      'handling can be exercised.',
    ].join('\n'),
    table(
      ['Operation', 'Family', 'Name', 'What it does', 'Test price', 'Live price', 'Live provider (API)', 'Live needs', 'Asynchronous (reconciled)', 'Sandbox failure trigger (test mode)'],
      rows,
    ),
  ]);
}

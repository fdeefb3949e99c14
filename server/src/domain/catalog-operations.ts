import { DomainError } from './errors.js';

/** Every operation the catalog names, as "<service>.<operation>". */
export const OPERATIONS = [
  'web_search.search',
  'text_generation.generate',
  'email.send',
  'email.read',
  'email.reply',
  'audio.transcribe',
  'chat.send',
  'ticket.create',
  'ticket.update',
  'web.fetch_url',
  'data.csv_parse',
  'notification.webhook',
  'workflow.run',
] as const;

export type Operation = (typeof OPERATIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(OPERATIONS);

/**
 * Resolves the spec's two spellings, `operation: "<service>.<operation>"` or `service` plus
 * the bare `operation`, to the catalog's name; anything else is invalid_request naming the catalog.
 */
export function resolveOperation(operation: string, service?: string): Operation {
  const name = service !== undefined ? `${service}.${operation}` : operation;
  if (KNOWN.has(name)) return name as Operation;
  const hint = service === undefined && !operation.includes('.') ? ' (send "<service>.<operation>", or service and operation)' : '';
  throw new DomainError('invalid_request', `Unknown operation "${name}"${hint}; the catalog has: ${OPERATIONS.join(', ')}`, [
    { path: 'operation', message: `not in the catalog (GET /api/v1/agent-docs)`, code: 'unknown_operation' },
  ]);
}

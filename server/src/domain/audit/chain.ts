import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';
import type { AuditEntry } from '../../generated/prisma/client.js';

/** prev_hash of an organization's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry without its place in the chain. */
export type UnchainedEntry = Omit<AuditEntry, 'seq' | 'prevHash' | 'hash'>;

/** The last link of a chain: the seq and hash the next entry follows. */
export interface ChainHead {
  seq: bigint;
  hash: string;
}

/** An entry's place in the chain. */
export interface Link {
  id: string;
  seq: bigint;
  prevHash: string;
  hash: string;
}

/**
 * The hashed content of an entry: everything but its own hash and the prev_hash it is chained to,
 * named as GET /api/v1/audit-logs shows an entry, with its org_id. So a client recomputes the chain
 * from the listing alone (`proctor audit verify`), without trusting the server's verification.
 */
export interface HashedContent {
  id: string;
  org_id: string;
  seq: number;
  occurred_at: string;
  actor: { type: string; id: string | null };
  action: string;
  target: { type: string; id: string | null } | null;
  agent_id: string | null;
  outcome: string;
  reason_code: string | null;
  cost_cents: number | null;
  mode: string | null;
  request_id: string | null;
  details: unknown;
}

function contentOf(entry: UnchainedEntry & { seq: bigint }): HashedContent {
  return {
    id: entry.id,
    org_id: entry.orgId,
    seq: Number(entry.seq),
    occurred_at: entry.occurredAt.toISOString(),
    actor: { type: entry.actorType, id: entry.actorId },
    action: entry.action,
    target: entry.targetType ? { type: entry.targetType, id: entry.targetId } : null,
    agent_id: entry.agentId,
    outcome: entry.outcome,
    reason_code: entry.reasonCode,
    cost_cents: entry.costCents === null ? null : Number(entry.costCents),
    mode: entry.mode,
    request_id: entry.requestId,
    details: entry.details ?? null,
  };
}

/** hash = SHA-256(prev_hash ‖ RFC 8785 canonical JSON of the content), hex. */
export function contentHash(prevHash: string, content: HashedContent): string {
  return createHash('sha256').update(prevHash).update(canonicalize(content)).digest('hex');
}

/** An entry's hash, from the one before it and its own content. */
export function entryHash(prevHash: string, entry: UnchainedEntry & { seq: bigint }): string {
  return contentHash(prevHash, contentOf(entry));
}

/** Places `entries`, in the order given, after `head`: their links and the chain's new head. */
export function chainAfter(head: ChainHead, entries: readonly UnchainedEntry[]): { links: Link[]; head: ChainHead } {
  let { seq, hash } = head;
  const links = entries.map((entry) => {
    seq += 1n;
    const prevHash = hash;
    hash = entryHash(prevHash, { ...entry, seq });
    return { id: entry.id, seq, prevHash, hash };
  });
  return { links, head: { seq, hash } };
}

/** Whether `entry` is the link after `head`: the next seq, chained to head's hash, hashed from its own content. */
export function continuesChain(head: ChainHead, entry: AuditEntry): boolean {
  return entry.seq === head.seq + 1n && entry.prevHash === head.hash && entry.hash === entryHash(head.hash, { ...entry, seq: entry.seq });
}

import { createHash } from 'node:crypto';
import type { ChatArtifact, PrismaClient } from '../../generated/prisma/client.js';
import type { UserCaller } from '../auth/caller.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';

export type { ChatArtifact };

/** The largest artifact a turn keeps: a tool result is bounded well below this by the catalog's own limits. */
export const ARTIFACT_MAX_BYTES = 8 * 1024 * 1024;

/** What a turn's files may be: a tool result (JSON), a table or a transcript. */
export const ARTIFACT_CONTENT_TYPES = ['application/json', 'text/csv', 'text/plain'] as const;

export interface NewArtifact {
  orgId: string;
  sessionId: string;
  turnId: string;
  name: string;
  contentType: (typeof ARTIFACT_CONTENT_TYPES)[number];
  content: Buffer;
}

/** Keeps a file a turn produced, with its SHA-256. */
export async function saveArtifact(db: PrismaClient, artifact: NewArtifact): Promise<ChatArtifact> {
  const content = artifact.content.subarray(0, ARTIFACT_MAX_BYTES);
  return db.chatArtifact.create({
    data: {
      id: newId('cart'),
      ...artifact,
      content: new Uint8Array(content),
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    },
  });
}

/** An artifact of one of the caller's sessions (closed ones included); any other is not found. */
export async function getArtifact(db: PrismaClient, caller: UserCaller, id: string): Promise<ChatArtifact> {
  const artifact = await db.chatArtifact.findFirst({ where: { id, orgId: caller.orgId, session: { userId: caller.userId } } });
  if (!artifact) throw notFound('Chat artifact');
  return artifact;
}

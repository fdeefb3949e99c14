import type { Config } from '../../config.js';
import type { PrismaClient, ServiceRequest } from '../../generated/prisma/client.js';
import type { InternalHandler, InternalOutcome } from '../catalog/internal.js';
import {
  STORAGE_OPERATION_MAX_BYTES,
  type StorageGetPayload,
  type StorageGetResult,
  type StoragePutPayload,
  type StoragePutResult,
} from '../catalog/operations/storage.js';
import { DomainError } from '../errors.js';
import { assertDownloadable, getObject, putObject, readObjectBytes, type StorageObject } from './objects.js';

/** The agent's workspace: every object it stores or reads is of this one (docs/storage.md). */
async function agentWorkspace(db: PrismaClient, request: ServiceRequest): Promise<string> {
  const agent = await db.agent.findFirstOrThrow({ where: { id: request.agentId, orgId: request.orgId }, select: { workspaceId: true } });
  return agent.workspaceId;
}

/**
 * A readable object of the agent's workspace (the one rule of storage.get_object and
 * document.extract_text), or null for another workspace's, another organization's or none, told
 * apart by no one. A deleted or pending one is refused as a download is (assertDownloadable).
 */
export async function agentObject(db: PrismaClient, config: Config, request: ServiceRequest, objectId: string): Promise<StorageObject | null> {
  const workspaceId = await agentWorkspace(db, request);
  const object = await getObject(db, config, request.orgId, objectId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'not_found') return null;
    throw error;
  });
  if (!object || object.workspaceId !== workspaceId) return null;
  assertDownloadable(object);
  return object;
}

/** What an agent asking for an object not of its workspace is told: blocked, as a collection not granted is. */
export const notInWorkspace = (objectId: string) =>
  ({ status: 'blocked', reasonCode: 'resource_not_granted', detail: `The stored object ${objectId} is not in this agent's workspace` }) as const;

// The price held at admission; settle debits a test-mode request nothing, whatever its outcome names.
const priceOf = (request: ServiceRequest) => Number(request.holdCents);

const fields = (object: StorageObject) => ({
  object_id: object.id,
  key: object.key,
  content_type: object.contentType,
  size: Number(object.size),
  sha256: object.sha256 ?? '',
});

/** A rule of the storage feature refusing the request (quota, state): the detail a person would be told. */
async function failingAsDomain<R>(work: () => Promise<InternalOutcome<R>>): Promise<InternalOutcome<R>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return { status: 'failed', detail: error.message };
    throw error;
  }
}

/** storage.put_object (catalog/operations/storage.ts): the object created with its bytes in the agent's workspace, by the storage feature's own code. */
export const putAgentObject: InternalHandler<StoragePutPayload, StoragePutResult> = (payload, { db, request, audit, config }) =>
  failingAsDomain(async () => {
    const workspaceId = await agentWorkspace(db, request);
    const bytes = payload.text !== undefined ? Buffer.from(payload.text, 'utf8') : Buffer.from(payload.content_base64!, 'base64');
    const object = await putObject(db, config, { orgId: request.orgId, workspaceId, userId: null }, { key: payload.key, contentType: payload.content_type }, bytes, audit);
    return { status: 'executed', result: fields(object), costCents: priceOf(request) };
  });

/** storage.get_object: an object of the agent's workspace (another's, or none, blocked alike, so that ids of others are not told apart), read whole. */
export const getAgentObject: InternalHandler<StorageGetPayload, StorageGetResult> = (payload, { db, request, config }) =>
  failingAsDomain(async () => {
    const object = await agentObject(db, config, request, payload.object_id);
    if (!object) return notInWorkspace(payload.object_id);
    if (Number(object.size) > STORAGE_OPERATION_MAX_BYTES) {
      return { status: 'failed', detail: `The object is ${Number(object.size)} bytes, more than the ${STORAGE_OPERATION_MAX_BYTES} storage.get_object reads: download it through GET /api/v1/storage/objects/{id}/download` };
    }
    const bytes = await readObjectBytes(config, object);
    const content = payload.as === 'text' ? { text: bytes.toString('utf8') } : { content_base64: bytes.toString('base64') };
    return { status: 'executed', result: { ...fields(object), ...content }, costCents: priceOf(request) };
  });

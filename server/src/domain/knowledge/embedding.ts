import type { Config } from '../../config.js';
import type { KnowledgeCollection, PrismaClient } from '../../generated/prisma/client.js';
import type { KeyMode } from '../../generated/prisma/enums.js';
import type { Logger } from '../../logger.js';
import { closeUnawaited } from '../approvals/approvals.js';
import { SYSTEM_AUDIT, type AuditContext } from '../audit/record.js';
import { dispatch } from '../dispatch/dispatch.js';
import type { SERVER_KEY_PREFIXES } from '../dispatch/server-keys.js';
import { normalize, type Embedder } from '../embeddings/embedder.js';
import { DomainError } from '../errors.js';

/** The Idempotency-Keys of a provider collection's embeddings.create requests. */
const KNOWLEDGE_KEY_PREFIX: keyof typeof SERVER_KEY_PREFIXES = 'knowledge:';

/** What a collection's embedder is made from: the server's local embedder, and what a dispatch needs. */
export interface EmbeddingServices {
  db: PrismaClient;
  config: Config;
  logger: Logger;
  /** The server's local embedder (AppDeps.embedder), the one memories use. */
  embedder: Embedder;
}

/** Who pays for one use of a provider collection's embedder, and how its requests are keyed. */
export interface EmbeddingUse {
  /** The agent the requests are dispatched as: the collection's own when left out, or (knowledge.query) the dispatching agent. */
  agentId?: string | undefined;
  mode: KeyMode;
  /** The batch's Idempotency-Key is `knowledge:<key>:<batch index>`: a document's id, so that reading it again replays its paid batches. */
  key: string;
  audit: AuditContext;
}

/** A provider collection's embeddings.create request did not give vectors: it failed at the provider (a 502). */
export class KnowledgeEmbeddingFailed extends Error {
  override name = 'KnowledgeEmbeddingFailed';
}

/** What an executed embeddings.create request holds (catalog/operations/embeddings.ts). */
type EmbeddingsResult = { data: { index: number; embedding: number[] }[] };

/** The agent a provider collection dispatches as; a collection whose agent was deleted for good has none. */
function collectionAgent(collection: KnowledgeCollection): string {
  if (collection.agentId === null) {
    throw new DomainError('conflict', `The knowledge collection ${collection.id} embeds with the provider as an agent that no longer exists: create a new collection`);
  }
  return collection.agentId;
}

/**
 * The embedder of a collection: the server's local one, or, for a `provider` collection, one that
 * dispatches embeddings.create through the governed pipeline (dispatch.ts) as its agent,
 * batch by batch, each request with its own Idempotency-Key (`knowledge:<key>:<batch>`), so that
 * the agent's binding, budgets and approval threshold decide and the organization's wallet pays,
 * audited and debited as any dispatch. Its vectors carry the collection's model, never another.
 * A request that ends blocked is 403; one that meets the approval threshold is 409, its approval
 * closed at once (closeUnawaited: nothing waits for it); both name the service request and its
 * reason code. One failed is KnowledgeEmbeddingFailed. Nothing is written by the caller then.
 */
export function collectionEmbedder(services: EmbeddingServices, collection: KnowledgeCollection, use: EmbeddingUse): Embedder {
  if (collection.embedder === 'local') return services.embedder;
  const model = collection.embeddingModel!;
  const agentId = use.agentId ?? collectionAgent(collection);
  let batch = 0;
  return {
    model,
    dims: 0,
    async embed(texts) {
      const { config } = services;
      if (config.PROCTOR_EMBEDDINGS_MODEL !== model) {
        throw new DomainError(
          'conflict',
          `The knowledge collection ${collection.id} holds vectors of ${model}, and the server's embeddings model is now ${config.PROCTOR_EMBEDDINGS_MODEL}: vectors of different models are never compared; create a new collection`,
        );
      }
      const { request } = await dispatch(services.db, services.logger, config, {
        orgId: collection.orgId,
        agentId,
        mode: use.mode,
        operation: 'embeddings.create',
        payload: { input: [...texts] },
        idempotencyKey: `${KNOWLEDGE_KEY_PREFIX}${use.key}:${batch++}`,
        audit: use.audit,
      });
      const named = `service request ${request.id} (embeddings.create)`;
      const detail = (request.result as { detail?: string } | null)?.detail;
      const reason = request.reasonCode ?? request.status;
      switch (request.status) {
        case 'executed':
          return [...(request.result as EmbeddingsResult).data].sort((a, b) => a.index - b.index).map((item) => normalize(Float32Array.from(item.embedding)));
        case 'blocked':
          throw new DomainError('forbidden', `The ${named} was blocked (${reason}): ${detail ?? 'refused'}`, [{ path: 'service_request_id', message: request.id, code: reason }]);
        case 'approval_required': {
          // Nothing waits for the decision: closed now, so that an approval given later neither calls the provider nor charges for vectors never stored.
          const why = "a knowledge collection is embedded only within the agent's approval threshold";
          await services.db.$transaction((tx) =>
            closeUnawaited(tx, { serviceRequestId: request.id }, { note: `Not awaited: ${why}`, reasonCode: 'approval_expired', detail: `Closed unawaited: ${why}` }, SYSTEM_AUDIT),
          );
          throw new DomainError(
            'conflict',
            `The ${named} met the approval threshold of the agent's embeddings.create binding (${reason}), and ${why}: the approval was closed unawaited. Raise the binding's approval threshold, or add smaller documents`,
            [{ path: 'service_request_id', message: request.id, code: reason }],
          );
        }
        case 'failed':
          throw new KnowledgeEmbeddingFailed(`The ${named} failed (${reason}): ${detail ?? 'the provider refused'}`);
        default:
          // admitted or running: an earlier reading of the same document made it and stopped before it ended.
          throw new KnowledgeEmbeddingFailed(`The ${named} is still ${request.status}, from an interrupted reading: add the document again`);
      }
    },
  };
}

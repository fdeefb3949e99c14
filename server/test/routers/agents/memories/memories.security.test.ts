import { describe, expect, it } from 'vitest';
import type { Embedder } from '../../../../src/domain/embeddings/embedder.js';
import { useTestApp } from '../../../support/app.js';
import { agentWithBindings } from '../../../support/dispatch.js';
import { hashingEmbedder } from '../../../support/hashing-embedder.js';
import { call } from '../../../support/identity.js';
import { remember } from './fixtures.js';

const BURST = 60;
const CONTENT = 'word '.repeat(1600).trim();

/**
 * The tests' embedder, whose answers to the burst's content are held until the whole burst asks:
 * a remote model answers a burst after a network round trip, so its writes reach their
 * transactions together (here, in one process, the server's own work would otherwise space them out).
 */
function burstEmbedder(): Embedder & { arrived: Promise<void> } {
  const inner = hashingEmbedder();
  const held: (() => void)[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return {
    model: inner.model,
    dims: inner.dims,
    arrived,
    async embed(texts) {
      if (texts[0] === CONTENT) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          if (held.length === BURST) {
            arrive();
            held.forEach((release) => release());
          }
        });
      }
      return inner.embed(texts);
    },
  };
}

const embedder = burstEmbedder();
const app = useTestApp({ embedder });

/**
 * A burst of memory writes to one agent must not take the shared database pool from other
 * organizations: each write waits its turn without a connection, the ones past the queue are
 * refused 429 with Retry-After, and none ends in 500. Meanwhile another organization's
 * transactional requests (a new agent, a new conversation) all succeed.
 */
describe('a burst of memory writes to one agent', () => {
  it(`${BURST} parallel writes of the longest content: 201 or 429, never 500; another organization is served meanwhile`, async () => {
    const attacker = await agentWithBindings(app, {});
    const victim = await agentWithBindings(app, {});

    const burst = Array.from({ length: BURST }, () => remember(app, { bearer: attacker.liveKey }, attacker.agentId, { content: CONTENT }));
    await embedder.arrived;
    const others = [
      ...Array.from({ length: 5 }, (_, index) => call(app, 'POST', '/api/v1/agents', { as: { bearer: victim.token }, body: { name: `Bystander ${index}` } })),
      ...Array.from({ length: 5 }, () =>
        call(app, 'POST', `/api/v1/agents/${victim.agentId}/conversations`, { as: { bearer: victim.liveKey }, body: { title: 'During the burst' } }),
      ),
    ];
    const [written, served] = await Promise.all([Promise.all(burst), Promise.all(others)]);

    expect(served.map((result) => (result.status === 201 ? '201' : `${result.status} ${result.raw}`))).toEqual(Array(10).fill('201'));
    const failed = written.filter((result) => result.status !== 201 && result.status !== 429);
    expect(failed.map((result) => `${result.status} ${result.raw}`)).toEqual([]);
    const created = written.filter((result) => result.status === 201).length;
    expect(created).toBeGreaterThan(0);
    for (const refused of written.filter((result) => result.status === 429)) {
      expect(refused.body.error.code).toBe('rate_limited');
      expect(refused.headers.get('retry-after')).toBe('1');
    }
    // Every write answered 201 is stored, and no refused one.
    expect(await app.db.prisma.memory.count({ where: { agentId: attacker.agentId } })).toBe(created);
  });
});

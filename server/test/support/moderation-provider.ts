import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A live moderation.check payload: one text, judged by the provider below. */
export const MODERATE = { operation: 'moderation.check', payload: { input: ['a calm sentence'] } };

/**
 * An OpenAI-compatible moderation endpoint on loopback (POST /v1/moderations, answered as OpenAI
 * documents), each answer after `delayMs`: a live provider for a server process (a test's, or
 * the bench's), which a test's msw cannot reach, so that a live call is held, made and settled
 * with no network. `env` points a server at it.
 */
export async function startModerationProvider(delayMs = 0): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const answer = JSON.stringify({
    id: 'modr-test',
    model: 'omni-moderation-latest',
    results: [{ flagged: false, categories: { hate: false }, category_scores: { hate: 0.0001 } }],
  });
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const known = request.method === 'POST' && request.url === '/v1/moderations';
      setTimeout(() => response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' }).end(known ? answer : '{}'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

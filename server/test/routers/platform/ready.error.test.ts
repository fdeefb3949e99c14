import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedCluster } from '../../../src/db/embedded-postgres.js';
import { createLogger } from '../../../src/logger.js';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { startTestApp } from '../../support/app.js';

describe('GET /api/v1/ready', () => {
  describe('with its own PostgreSQL, stopped and started again', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proctor-ready-'));
    chmodSync(dataDir, 0o755);
    let cluster: EmbeddedCluster | undefined;
    afterAll(async () => {
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 service_unavailable while the database is down, and recovers', async () => {
      const logger = createLogger('silent');
      cluster = await startEmbeddedPostgres({ dataDir, logger });
      const app = await startTestApp({ db: connectDatabase(cluster.url(EMBEDDED_DATABASE)) });
      try {
        expect((await app.request('/api/v1/ready')).status).toBe(200);

        await cluster.stop();
        const down = await app.request('/api/v1/ready');
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe('5');
        const body = (await down.json()) as ErrorEnvelope;
        expect(body.error.code).toBe('service_unavailable');
        expect(body.error.request_id).toBe(down.headers.get('x-request-id'));
        expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|password/);
        expect((await app.request('/api/v1/health')).status).toBe(200);

        cluster = await startEmbeddedPostgres({ dataDir, logger, port: cluster.port });
        expect((await app.request('/api/v1/ready')).status).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
});

import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import ipaddr from 'ipaddr.js';
import { Gauge, type Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { ApiError } from '../trpc/errors.js';
import { databaseGauges } from './database-gauges.js';
import { setRoute } from './http.js';
import { processRegistry } from './registry.js';

const METRICS_PATH = '/metrics';

const databaseReadable = new Gauge({
  name: 'proctor_metrics_database_up',
  help: "1 when this scrape read the database's figures (holds, audit, workflow runs), 0 when the database did not answer them",
  registers: [processRegistry],
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the token, in a time that tells nothing of either (both are hashed to one length first). */
function isToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Whether the connection itself comes from this machine: its socket's address, never req.ip,
 * which `trust proxy` lets a client's X-Forwarded-For decide.
 */
function fromLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress;
  return address !== undefined && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/**
 * Who may scrape: with PROCTOR_METRICS_TOKEN, whoever sends it as a bearer token (401 otherwise);
 * without, only clients on this machine (403 otherwise), as the figures tell the business's volume.
 */
function mayScrape(config: Config, req: Request): void {
  const token = config.PROCTOR_METRICS_TOKEN;
  if (token === undefined) {
    if (!fromLoopback(req)) throw new ApiError('forbidden', 'GET /metrics answers only this machine unless PROCTOR_METRICS_TOKEN is set');
    return;
  }
  const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
  if (!match || !isToken(match[1]!, token)) {
    throw new ApiError('unauthorized', 'GET /metrics needs Authorization: Bearer <PROCTOR_METRICS_TOKEN>', { headers: { 'WWW-Authenticate': 'Bearer realm="proctor-metrics"' } });
  }
}

/**
 * `GET /metrics` in Prometheus' text format: this process's counters and histograms, and the
 * database's figures read now (database-gauges.ts). A database that does not answer leaves the
 * process's own metrics served, with proctor_metrics_database_up at 0.
 */
export function metricsRouter(deps: { config: Config; db: Database; logger: Logger }): Router {
  const fromDatabase: Registry = databaseGauges(deps.db);
  const router = Router();
  router.get(METRICS_PATH, async (req: Request, res: Response, next: NextFunction) => {
    setRoute(res, METRICS_PATH);
    try {
      mayScrape(deps.config, req);
      let database = '';
      try {
        database = await fromDatabase.metrics();
        databaseReadable.set(1);
      } catch (error) {
        deps.logger.warn({ err: error }, 'metrics: the database figures could not be read');
        databaseReadable.set(0);
      }
      const own = await processRegistry.metrics();
      res.set('Content-Type', processRegistry.contentType).set('Cache-Control', 'no-store').send(`${own}${database}`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

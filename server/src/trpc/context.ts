import type { Request, Response } from 'express';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Embedder } from '../domain/embeddings/embedder.js';
import type { RateLimiter } from '../domain/rate-limit.js';
import type { Logger } from '../logger.js';
import type { StreamSlots } from './stream-slots.js';

/** Long-lived dependencies, built once at start and shared by every request. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** What memories are embedded with (domain/embeddings). */
  embedder: Embedder;
}

export interface Context extends AppDeps {
  req: Request;
  res: Response;
  requestId: string;
  /** A success status other than the route's usual one (202 for a running request). */
  setStatus(status: number): void;
  /** A streaming procedure's `Last-Event-ID` request header: the last event its client received. */
  lastEventId?: string | undefined;
  /** A streaming procedure's count of the open streams, per credential and organization (stream-slots.ts). */
  streams?: StreamSlots | undefined;
}

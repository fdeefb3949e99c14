import type { Request, Response } from 'express';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { AgentKeyCache } from '../domain/auth/agent-key-cache.js';
import type { TriggerCache } from '../domain/event-sources/triggers.js';
import type { Embedder } from '../domain/embeddings/embedder.js';
import type { RateLimiter } from '../domain/rate-limit/limiter.js';
import type { Logger } from '../logger.js';
import type { StreamSlots } from './stream-slots.js';

/** Long-lived dependencies, built once at start and shared by every request. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** The agent keys this instance has seen (domain/auth/agent-key-cache.ts). */
  agentKeys: AgentKeyCache;
  /** The webhook triggers this instance has taken a signed fire for (domain/event-sources/triggers.ts). */
  triggers: TriggerCache;
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
  /** The request's session cookie (http/session-cookie.ts): routers read and write it here, knowing nothing of HTTP. */
  session: SessionCookie;
  /** `path` (starting with `/`, or empty) on where clients reach this server (http/public-url.ts): the links a route hands out. */
  publicUrl(path?: string): string;
  /** Where an invite is accepted in a browser: this server's page for the token (http/invite-page.ts). */
  inviteUrl(token: string): string;
  /** The request body's bytes as received, for signatures computed over them (webhooks, http/body.ts). */
  rawBody(): Buffer | undefined;
}

/** The session cookie of one request. */
export interface SessionCookie {
  read(): string | undefined;
  set(secret: string, expiresAt: Date): void;
  clear(): void;
}

import type { Config } from './config.js';
import { AgentKeyCache, startAgentCacheListener } from './domain/auth/agent-key-cache.js';
import { TriggerCache } from './domain/event-sources/triggers.js';
import type { Logger } from './logger.js';

/**
 * This instance's caches of what agents act by, its agent keys and its webhook triggers, on one
 * LISTEN connection (domain/auth/agent-key-cache.ts): `close` ends it. Here rather than in
 * domain/auth, which event-sources builds on.
 */
export function startAgentCaches(databaseUrl: string, config: Config, logger: Logger): { agentKeys: AgentKeyCache; triggers: TriggerCache; close(): Promise<void> } {
  const agentKeys = new AgentKeyCache();
  const triggers = new TriggerCache();
  const listener = startAgentCacheListener(databaseUrl, config, logger, [agentKeys, triggers]);
  return { agentKeys, triggers, close: () => listener.close() };
}

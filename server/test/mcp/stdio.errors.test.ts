import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit-codes.js';
import { runCli } from '../support/cli.js';

describe('proctor mcp: refusals before serving', () => {
  it('without PROCTOR_AGENT_KEY, unset or empty, exits 3 (auth) saying how to set it, and writes nothing on stdout', async () => {
    for (const env of [{}, { PROCTOR_AGENT_KEY: '' }] as Record<string, string>[]) {
      const run = runCli(['mcp'], env);
      const code = await run.exited;
      const { stdout, stderr } = run.output();
      expect(code, stderr).toBe(EXIT.auth);
      expect(stderr).toBe('proctor: set PROCTOR_AGENT_KEY to the agent key the tools act as (proctor init prints one)\n');
      // stdout is the JSON-RPC channel: a client would read anything there as a message.
      expect(stdout).toBe('');
    }
  });
});

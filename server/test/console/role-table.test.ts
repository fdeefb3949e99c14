import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The console keeps no role table: what a person may do is the server's answer (the session's
 * capabilities and assignable_roles, a resource's can_* fields), whether the role is the
 * organization's or a team's. The lint rule that holds it
 * (CONSOLE_ROLE_TABLE in eslint.config.js) is checked here on the console as it is, and on the
 * shapes a copied rule takes, so that a selector that stopped matching fails too.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function roleTableFindings(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'console/src/pages/role-table-probe.tsx') });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('the console has no role table', () => {
  it('console/src compares and lists no organization role', async () => {
    const results = await eslint.lintFiles(['console/src']);
    const findings = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => `${path.relative(ROOT, result.filePath)}:${message.line} ${message.message}`),
    );
    expect(findings).toEqual([]);
    expect(results.length).toBeGreaterThan(50);
  }, 120_000);

  it.each([
    ["const isAdmin = (role: string) => role === 'owner' || role === 'admin';", 2],
    ["const member = (role: string) => 'member' !== role;", 1],
    ["const ROLES = ['owner', 'admin', 'member'];", 3],
    ["const manages = (roles: string[]) => roles.includes('admin');", 1],
    ["const RANK = { owner: 3, admin: 2 };", 2],
    ["export function f(role: string) { switch (role) { case 'owner': return 1; default: return 0; } }", 1],
    ["const asks = (person: { role: string }) => person.role === 'worker';", 1],
    ["const allocates = (me?: { role: string }) => me?.role !== 'manager';", 1],
    ["const TEAM_ROLES = ['manager', 'worker'];", 2],
  ])('refuses a copied rule: %s', async (code, count) => {
    expect(await roleTableFindings(`export ${code.startsWith('export') ? code.slice(7) : code}`)).toHaveLength(count);
  });

  it('lets the console read the server’s answers and show a role', async () => {
    const code = "export const f = (session: { role: string; capabilities: { manage_members: boolean } }) => (session.capabilities.manage_members ? session.role : '');";
    expect(await roleTableFindings(code)).toEqual([]);
  });
});

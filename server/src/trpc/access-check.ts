import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { CredentialKind } from '../domain/auth/caller.js';
import type { ProcedureKind, ProcedureMeta } from './init.js';

type BuiltMeta = ProcedureMeta & { kind?: ProcedureKind };

const PEOPLE: readonly CredentialKind[] = ['session', 'pat'];

/** What is wrong with a procedure's meta.auth for the base procedure that built it, or nothing. */
function misdeclaration(meta: BuiltMeta): string | undefined {
  const { kind, auth } = meta;
  if (kind === undefined) return 'is not built from publicProcedure, userProcedure, agentProcedure, authedProcedure or deviceProcedure';
  if (kind === 'public') return auth ? 'is a publicProcedure with a meta.auth: build it from the procedure its meta.auth calls for' : undefined;
  if (!auth) return `is built from ${kind}Procedure but has no meta.auth: declare who may call it`;
  if (auth.credentials.length === 0) return 'has a meta.auth that accepts no credential';
  const people = auth.credentials.some((credential) => PEOPLE.includes(credential));
  const agents = auth.credentials.includes('agent');
  if (auth.permission && !people) return 'has a meta.auth naming a permission but accepting no person: only people hold permissions';
  if (kind === 'user' && agents) return "is a userProcedure whose meta.auth accepts agent keys: use authedProcedure, or drop 'agent'";
  if (kind === 'agent' && (!agents || people)) return "is an agentProcedure: its meta.auth must accept exactly ['agent']";
  const devices = auth.credentials.includes('device');
  if (devices && kind !== 'device') return "accepts device tokens but is not a deviceProcedure: only the device routes take them";
  if (kind === 'device' && (agents || !devices)) return "is a deviceProcedure: its meta.auth must accept 'device', and people or not, never agent keys";
  if (kind === 'authed' && !(agents && people)) {
    return 'is an authedProcedure, for agents and people alike: use userProcedure or agentProcedure for one of them';
  }
  return undefined;
}

/**
 * The start-up check: every procedure's meta.auth agrees with the base procedure it is built
 * from, so a route cannot be left unguarded, or guarded against the wrong callers, by mistake.
 * Throws naming every procedure that does not.
 */
export function checkProcedureAccess(router: AnyTRPCRouter): void {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  const problems = Object.entries(procedures).flatMap(([path, procedure]) => {
    const meta = (procedure._def.meta ?? {}) as BuiltMeta;
    const problem = misdeclaration(meta);
    const route = meta.openapi ? ` (${meta.openapi.method} ${meta.openapi.path})` : '';
    return problem ? [`procedure ${path}${route} ${problem}`] : [];
  });
  if (problems.length > 0) throw new Error(`Refusing to serve mis-declared procedures:\n${problems.join('\n')}`);
}

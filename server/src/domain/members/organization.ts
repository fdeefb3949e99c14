import { notFound } from '../errors.js';

/**
 * The `{id}` of `/orgs/{id}/…` names the caller's own organization or none: another
 * organization's id is answered 404, never 403, whatever the caller's role there.
 */
export function assertOwnOrganization(caller: { orgId: string }, orgId: unknown): void {
  if (orgId !== caller.orgId) throw notFound('Organization');
}

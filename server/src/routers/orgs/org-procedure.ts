import { assertOwnOrganization } from '../../domain/members/organization.js';
import { userProcedure } from '../../trpc/init.js';

/**
 * userProcedure for `/orgs/{id}/…`: the `{id}` is checked against the caller's organization
 * right after authorization and before the input is validated, so another organization's id is
 * 404 whatever else the request holds (a query parameter missing included).
 */
export const orgProcedure = userProcedure.use(async ({ ctx, getRawInput, next }) => {
  const input = (await getRawInput()) as { id?: unknown } | undefined;
  assertOwnOrganization(ctx.caller, input?.id);
  return next();
});

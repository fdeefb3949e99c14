import type { OrgRole } from '../../generated/prisma/enums.js';

/**
 * The permissions an owner or admin grants a member beyond their role (PATCH
 * /v1/orgs/{id}/members/{userId}), and what each allows. Owners hold every one without a grant.
 */
export const PERMISSIONS = {
  'publish.manage': 'Approve or reject publish requests, unpublish workflow versions and revoke publications',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as [Permission, ...Permission[]];

/** Whether a person of this role with these grants holds the permission: owners hold them all. */
export function holdsPermission(person: { role: OrgRole; permissions: readonly string[] }, permission: Permission): boolean {
  return person.role === 'owner' || person.permissions.includes(permission);
}

export const isPermission = (name: string): name is Permission => Object.hasOwn(PERMISSIONS, name);

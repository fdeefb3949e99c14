import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Member } from '@proctor/sdk';
import { SESSION_KEY, useSession } from '../../app/session';
import { ConfirmButton, FormError } from '../../components/Form';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/organization';

/** Reads the members again; after a change to oneself, the session too: one's own role and permissions show in the header and decide which controls are drawn. */
function useRefreshMembers() {
  const orgId = useSession().organization.id;
  const queryClient = useQueryClient();
  return async (self: boolean) => {
    await queryClient.invalidateQueries({ queryKey: keys.members(orgId) });
    if (self) await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

/** A member's permissions; for an admin, a checkbox for publish.manage, showing the server's refusal here. */
export function MemberPermissions({ member, manage, self }: { member: Member; manage: boolean; self: boolean }) {
  const orgId = useSession().organization.id;
  const refresh = useRefreshMembers();
  const grantsPublishing = member.permissions.includes('publish.manage');
  // Set in the click itself, so the controlled checkbox keeps its new state until the list refreshes
  // (a mutation's pending state arrives a render later, and React would put the box back meanwhile).
  const [permitting, setPermitting] = useState<boolean | null>(null);
  const permit = useMutation({
    mutationFn: (publishManage: boolean) =>
      api.orgs.members.update(orgId, member.user_id, {
        permissions: publishManage ? [...new Set([...member.permissions, 'publish.manage' as const])] : member.permissions.filter((p) => p !== 'publish.manage'),
      }),
    onSuccess: () => refresh(self),
    onSettled: () => setPermitting(null),
  });
  return (
    <>
      <Permissions
        member={member}
        manage={manage}
        checked={permitting ?? grantsPublishing}
        pending={permit.isPending}
        onChange={(value) => {
          setPermitting(value);
          permit.mutate(value);
        }}
      />
      <FormError error={permit.error} />
    </>
  );
}

/** An admin's controls for a member: a role picker and a remove (or, for oneself, leave) button, each showing the server's refusal here. */
export function MemberActions({ member, self }: { member: Member; self: boolean }) {
  const session = useSession();
  const orgId = session.organization.id;
  const refresh = useRefreshMembers();
  const [role, setRole] = useState(member.role);
  // The roles the server lets you give; the member's own is shown even where you may not give it (an owner, to an admin).
  const roles = session.assignable_roles.includes(member.role) ? session.assignable_roles : [member.role, ...session.assignable_roles];
  const update = useMutation({
    mutationFn: () => api.orgs.members.update(orgId, member.user_id, { role }),
    onSuccess: () => refresh(self),
    // A refused change leaves the picker on the role the member still has.
    onError: () => setRole(member.role),
  });
  const remove = useMutation({
    mutationFn: () => api.orgs.members.delete(orgId, member.user_id),
    onSuccess: () => refresh(false),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate();
  };
  const who = member.name ?? member.email;
  return (
    <>
      <form className="inline-form org-member-actions" onSubmit={save}>
        <select aria-label={`Role of ${member.email}`} value={role} onChange={(event) => setRole(event.target.value as Member['role'])}>
          {roles.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button type="submit" className="secondary" disabled={role === member.role || update.isPending}>
          Change role
        </button>
        <ConfirmButton
          label={self ? 'Leave' : 'Remove'}
          confirmLabel={self ? 'Leave the organization?' : `Remove ${who}?`}
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
        />
      </form>
      <FormError error={update.error ?? remove.error} />
    </>
  );
}

/**
 * What a member may do beyond their role. An owner holds every permission; for anyone else, an
 * admin's checkbox grants or removes publish.manage (deciding publish requests, unpublishing, revoking).
 */
function Permissions({
  member,
  manage,
  checked,
  pending,
  onChange,
}: {
  member: Member;
  manage: boolean;
  checked: boolean;
  pending: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  // Held by their role, not granted (an owner holds every one, as the server answers): nothing to grant or remove.
  if (member.held_permissions.some((permission) => !member.permissions.includes(permission))) {
    return <span className="hint">Every permission ({member.role})</span>;
  }
  if (!manage) return member.permissions.length > 0 ? <code>{member.permissions.join(', ')}</code> : <span className="hint">None</span>;
  return (
    <div className="field check member-permission">
      <input id={id} type="checkbox" checked={checked} disabled={pending} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        <code>publish.manage</code>
        <span className="visually-hidden"> for {member.email}</span>
      </label>
      <span id={`${id}-hint`} className="visually-hidden">
        Decide publish requests, unpublish workflow versions and revoke publications
      </span>
    </div>
  );
}

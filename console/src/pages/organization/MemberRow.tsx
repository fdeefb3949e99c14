import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Member } from '@proctor/sdk';
import { SESSION_KEY, useSession } from '../../app/session';
import { ConfirmButton, FormError } from '../../components/Form';
import { Badge, When } from '../../components/Format';
import { api } from '../../lib/api';
import { keys } from './queries';

const ROLES: Member['role'][] = ['owner', 'admin', 'member'];

/** One member; for an admin, a role picker and a remove button, each showing the server's refusal here. */
export function MemberRow({ member, manage, self }: { member: Member; manage: boolean; self: boolean }) {
  const orgId = useSession().organization.id;
  const queryClient = useQueryClient();
  const [role, setRole] = useState(member.role);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.members(orgId) });
  const update = useMutation({
    mutationFn: () => api.orgs.members.update(orgId, member.user_id, { role }),
    onSuccess: async () => {
      await refresh();
      // One's own role shows in the header and decides which controls are drawn.
      if (self) await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
    // A refused change leaves the picker on the role the member still has.
    onError: () => setRole(member.role),
  });
  const remove = useMutation({
    mutationFn: () => api.orgs.members.delete(orgId, member.user_id),
    onSuccess: refresh,
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate();
  };
  const who = member.name ?? member.email;
  return (
    <tr>
      <td>
        {member.name ?? '—'}
        {self && ' (you)'}
      </td>
      <td>{member.email}</td>
      <td>
        <Badge value={member.role} />
      </td>
      <td>
        <When iso={member.joined_at} />
      </td>
      {manage && (
        <td>
          <form className="inline-form org-member-actions" onSubmit={save}>
            <select aria-label={`Role of ${member.email}`} value={role} onChange={(event) => setRole(event.target.value as Member['role'])}>
              {ROLES.map((value) => (
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
        </td>
      )}
    </tr>
  );
}

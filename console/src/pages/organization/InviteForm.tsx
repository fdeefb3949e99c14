import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { OrgInviteCreateResponse, Session } from '@proctor/sdk';
import { useSession } from '../../app/session';
import { Field, FormError, SelectField, Submit } from '../../components/Form';
import { api } from '../../lib/api';
import { keys, useAllTeams } from '../../lib/queries/organization';

/** Invite by email with a role and, optionally, a team the person joins as a worker. */
export function InviteForm({ onCreated }: { onCreated: (created: OrgInviteCreateResponse) => void }) {
  const session = useSession();
  const orgId = session.organization.id;
  const queryClient = useQueryClient();
  const teams = useAllTeams();
  const [form, setForm] = useState({ email: '', role: 'member', team_id: '' });
  const invite = useMutation({
    mutationFn: () =>
      api.orgs.invites.create(orgId, {
        email: form.email,
        role: form.role as Session['assignable_roles'][number],
        ...(form.team_id ? { team_id: form.team_id } : {}),
      }),
    onSuccess: async (created) => {
      setForm({ email: '', role: 'member', team_id: '' });
      onCreated(created);
      await queryClient.invalidateQueries({ queryKey: keys.invites(orgId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  // The roles the server lets you give (only an owner invites an owner): nothing it would refuse is offered.
  const roles = [...session.assignable_roles].reverse();
  return (
    <form onSubmit={submit} aria-label="Invite someone">
      <div className="inline-form">
        <Field label="Email" type="email" required autoComplete="off" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
        <SelectField label="Role" value={form.role} onChange={(role) => setForm({ ...form, role })} options={roles.map((r) => ({ value: r, label: r }))} />
        <SelectField
          label="Team (optional)"
          value={form.team_id}
          onChange={(team_id) => setForm({ ...form, team_id })}
          options={[{ value: '', label: 'No team' }, ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))]}
        />
        <Submit pending={invite.isPending} pendingLabel="Inviting…">
          Create invite
        </Submit>
      </div>
      <p className="hint">
        With a team, the person joins it as a worker (the teams listed are those of your active workspace). The link is valid for 7
        days and works once.
      </p>
      <FormError error={invite.error} />
    </form>
  );
}

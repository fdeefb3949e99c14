import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Agent } from '@proctor/sdk';
import { FormError, SelectField, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { Loading } from '../../components/States';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/agents';
import { personLabel, useAllMembers, useAllTeams } from '../../lib/queries/organization';
import { useTeamMembers } from './queries';

const NONE = { value: '', label: 'None' };

/**
 * Admins and owners: the agent's team (whose budget its dispatches also draw on) and its owner (a
 * worker whose allocation they draw on). The owner is picked from the team's people, or from the
 * organization's when the agent has no team; the server refuses a team of another workspace, or
 * an owner outside the team, and its refusal shows here.
 */
export function PlacementSection({ agent }: { agent: Agent }) {
  const queryClient = useQueryClient();
  const teams = useAllTeams();
  const members = useAllMembers();
  const [teamId, setTeamId] = useState(agent.team_id ?? '');
  const [ownerId, setOwnerId] = useState(agent.owner_user_id ?? '');
  const teamMembers = useTeamMembers(teamId);
  const save = useMutation({
    mutationFn: () => api.agents.update(agent.id, { team_id: teamId || null, owner_user_id: ownerId || null }),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.agent(agent.id), updated);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  if (teams.isPending || members.isPending || (teamId !== '' && teamMembers.isPending)) {
    return (
      <Section title="Team and owner">
        <Loading />
      </Section>
    );
  }
  const teamOptions = (teams.data ?? []).map((team) => ({ value: team.id, label: team.name }));
  // The agent's team may be of another workspace than the one the console shows: still named, by id.
  if (teamId && !teamOptions.some((option) => option.value === teamId)) teamOptions.push({ value: teamId, label: teamId });
  const people = teamId
    ? (teamMembers.data ?? []).map((person) => ({ value: person.user_id, label: person.name ? `${person.name} (${person.email})` : person.email }))
    : (members.data ?? []).map((member) => ({ value: member.user_id, label: personLabel(members.data, member.user_id) }));
  // An owner kept from before stays chosen when the team changes, said to be outside it: saving is the server's call.
  if (ownerId && !people.some((option) => option.value === ownerId)) {
    people.push({ value: ownerId, label: `${personLabel(members.data, ownerId)}, not a member of this team` });
  }
  return (
    <Section title="Team and owner">
      <form className="inline-form placement-form" onSubmit={submit}>
        <SelectField
          label="Team"
          name="team_id"
          value={teamId}
          onChange={setTeamId}
          options={[NONE, ...teamOptions]}
          hint="Its live dispatches also draw on the team's budget."
        />
        <SelectField
          label="Owner"
          name="owner_user_id"
          value={ownerId}
          onChange={setOwnerId}
          options={[NONE, ...people]}
          hint={teamId ? 'A person of its team: its dispatches also draw on their allocation.' : 'A person of the organization.'}
        />
        <Submit pending={save.isPending} pendingLabel="Saving…">
          Save team and owner
        </Submit>
      </form>
      <FormError error={save.error ?? teams.error ?? members.error ?? teamMembers.error} />
      {save.isSuccess && (
        <p className="saved" role="status">
          Saved: {save.data.team_id ? `in the team ${teamOptions.find((option) => option.value === save.data.team_id)?.label}` : 'in no team'},{' '}
          {save.data.owner_user_id ? `owned by ${personLabel(members.data, save.data.owner_user_id)}` : 'with no owner'}.
        </p>
      )}
    </Section>
  );
}

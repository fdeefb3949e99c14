import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ENUMS, type Workflow } from '@proctor/sdk';
import { FormError, SelectField, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { api } from '../../lib/api';
import { useAllTeams } from '../../lib/queries/organization';
import { keys } from '../../lib/queries/workflows';

type Visibility = Workflow['visibility'];

const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: 'Private: its creator, admins and owners',
  team: 'A team: also its members',
  org: 'The organization: everyone',
};
const VISIBILITIES = ENUMS.Workflow.visibility.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));

const SHARED: Record<Visibility, string> = {
  private: 'Private again: its creator, admins and owners see it.',
  team: 'Shared with the team: its members see it, its versions and its runs.',
  org: 'Shared with the organization: everyone sees it, its versions and its runs.',
};

/** Its creator, admins and owners: who can see the workflow (seeing it is reading it and running it as a granted agent). */
export function SharingSection({ workflow }: { workflow: Workflow }) {
  const queryClient = useQueryClient();
  const teams = useAllTeams();
  const [visibility, setVisibility] = useState<Visibility>(workflow.visibility);
  const [teamChoice, setTeamChoice] = useState(workflow.team_id ?? '');
  const share = useMutation({
    mutationFn: (body: Parameters<typeof api.workflows.share>[1]) => api.workflows.share(workflow.id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.workflow(workflow.id), updated);
      void queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
  const teamList = teams.data ?? [];
  const teamId = teamChoice || teamList[0]?.id || '';
  const needsTeam = visibility === 'team';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate(needsTeam ? { visibility, team_id: teamId } : { visibility });
  };
  return (
    <Section title="Sharing">
      <form className="inline-form" onSubmit={submit}>
        <SelectField label="Who can see it" name="share-visibility" value={visibility} onChange={(value) => setVisibility(value as Visibility)} options={VISIBILITIES} />
        {needsTeam && teamList.length > 0 && (
          <SelectField label="Team" name="share-team" value={teamId} onChange={setTeamChoice} options={teamList.map((team) => ({ value: team.id, label: team.name }))} />
        )}
        <Submit pending={share.isPending} pendingLabel="Saving…">
          Save sharing
        </Submit>
      </form>
      {needsTeam && teams.isSuccess && teamList.length === 0 && (
        <p className="hint" role="note">
          This workspace has no teams yet: make one on the Organization page, or share with the organization.
        </p>
      )}
      <p className="hint">Changing it stays with its creator, admins and owners, whoever can see it.</p>
      <FormError error={share.error ?? (needsTeam ? teams.error : null)} />
      {share.isSuccess && (
        <p className="saved" role="status">
          {SHARED[share.data.visibility]}
        </p>
      )}
    </Section>
  );
}

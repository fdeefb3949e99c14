import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ENUMS, type Agent, type PublishRequest } from '@proctor/sdk';
import { FormError, SelectField, Submit } from '../../components/Form';
import { When } from '../../components/Format';
import { Section } from '../../components/Page';
import { api } from '../../lib/api';
import { keys as publishingKeys, useRefreshPublishing } from '../../lib/queries/publishing';

type Scope = (typeof ENUMS.PublishRequest.scope)[number];

const AUDIENCE: Record<Scope, string> = { team: 'the members of its team', org: 'everyone in the organization' };
const SCOPE_LABELS: Record<Scope, string> = { team: 'Its team', org: 'Everyone in the organization' };
const SCOPE_OPTIONS = ENUMS.PublishRequest.scope.map((value) => ({ value, label: SCOPE_LABELS[value] }));
const isScope = (value: string): value is Scope => (ENUMS.PublishRequest.scope as readonly string[]).includes(value);

function requested(request: PublishRequest): string {
  if (request.status === 'approved') return `Published: the marketplace lists it to ${AUDIENCE[request.scope ?? 'org']}.`;
  return 'Requested: a member with publish.manage, or an owner, reviews it on the Publishing page.';
}

/**
 * Admins and owners: asking for the agent to be listed in the marketplace, to its team or to the
 * organization (an owner's request is approved at once), and where it is listed now.
 */
export function PublishAgentSection({ agent }: { agent: Agent }) {
  const refresh = useRefreshPublishing();
  const [scope, setScope] = useState<Scope>('org');
  const live = useQuery({
    queryKey: [...publishingKeys.all, 'agent', agent.id],
    queryFn: async () => {
      for await (const publication of api.publications.list({ kind: 'agent', status: 'live', limit: 100 })) if (publication.agent_id === agent.id) return publication;
      return null;
    },
  });
  const publish = useMutation({ mutationFn: () => api.agents.publish(agent.id, { scope }), onSuccess: refresh });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate();
  };
  return (
    <Section title="Marketplace">
      {live.data ? (
        <p>
          Listed in the marketplace to {AUDIENCE[live.data.scope ?? 'org']} since <When iso={live.data.published_at} />. Revoke it on the Publishing page.
        </p>
      ) : (
        <>
          <form className="inline-form" onSubmit={submit}>
            <SelectField
              label="List it to"
              name="agent-publish-scope"
              value={scope}
              onChange={(value) => setScope(isScope(value) ? value : 'org')}
              options={SCOPE_OPTIONS}
            />
            <Submit pending={publish.isPending} pendingLabel="Requesting…">
              Request listing
            </Submit>
          </form>
          <p className="hint">Listing to its team needs the agent to be in a team. A member with publish.manage, or an owner, approves the request.</p>
        </>
      )}
      <FormError error={publish.error ?? live.error} />
      {publish.isSuccess && (
        <p className="saved" role="status">
          {requested(publish.data)}
        </p>
      )}
    </Section>
  );
}

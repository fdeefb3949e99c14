import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AgentLink } from '../../components/AgentLink';
import { When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Reason } from '../../components/Reason';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { useAgentName } from '../../lib/queries/agents';
import { keys } from '../../lib/queries/service-requests';

const SHOWN = 5;

/** The latest requests a policy or a limit refused, each with its reason and what to do about it. */
export function RecentBlockedCard() {
  const blocked = useQuery({
    queryKey: [...keys.all, 'home', 'blocked'],
    queryFn: () => api.serviceRequests.list({ status: 'blocked', limit: SHOWN }),
  });
  const agentName = useAgentName();
  return (
    <Section title="Recently blocked" actions={<Link to="/requests?status=blocked">All blocked requests</Link>}>
      <QueryView query={blocked}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="hint">No request was blocked.</p>
          ) : (
            <ul className="home-blocked">
              {data.map((request) => (
                <li key={request.id}>
                  <div>
                    <AgentLink id={request.agent_id} name={agentName(request.agent_id)} /> ·{' '}
                    <Link to={`/requests/${request.id}`}>
                      <code>{request.operation}</code>
                    </Link>{' '}
                    · <Reason code={request.reason_code} /> · <When iso={request.created_at} relativeFirst />
                  </div>
                  {request.refusal && <p className="hint">{request.refusal.advice}</p>}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Section>
  );
}

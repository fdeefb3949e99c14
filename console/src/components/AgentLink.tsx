import { Link } from 'react-router';
import { Id } from './Format';

/** A link to an agent's page, named when its name is known, else by id. */
export function AgentLink({ id, name }: { id: string; name: string | undefined }) {
  return <Link to={`/agents/${id}`}>{name ?? <Id value={id} />}</Link>;
}

import { Link } from 'react-router';
import { AgentLink } from '../../components/AgentLink';
import { DataTable, type Column } from '../../components/DataTable';
import { Badge } from '../../components/Format';
import { ModeBadge } from '../../components/ModeBadge';
import { useAgentName } from '../../lib/queries/agents';
import { Schedule } from './Schedule';
import { SourceActions } from './SourceActions';
import type { Source, SourceKind } from './sources';

/**
 * The sources of a kind, one row each: name (to its page and fires), agent, operation, schedule
 * with the next run, mode, status, and the actions the person may take. `extra` columns go
 * before the actions (a trigger's kind and fire URL).
 */
export function SourcesTable<S extends Source>({ kind, label, sources, extra = [] }: { kind: SourceKind; label: string; sources: S[]; extra?: Column<S>[] }) {
  const agentName = useAgentName();
  const editable = sources.some((source) => source.can_edit);
  return (
    <DataTable
      label={label}
      rows={sources}
      rowKey={(source) => source.id}
      columns={[
        { header: 'Name', cell: (source) => <Link to={`${kind.path}/${source.id}`}>{source.name}</Link> },
        { header: 'Agent', cell: (source) => <AgentLink id={source.agent_id} name={agentName(source.agent_id)} /> },
        { header: 'Operation', cell: (source) => <code>{source.operation}</code> },
        { header: 'Schedule', cell: (source) => <Schedule source={source} /> },
        { header: 'Mode', cell: (source) => <ModeBadge mode={source.mode} /> },
        { header: 'Status', cell: (source) => <Badge value={source.status} /> },
        ...extra,
        editable && { header: 'Actions', cell: (source: S) => <SourceActions source={source} kind={kind} /> },
      ]}
    />
  );
}

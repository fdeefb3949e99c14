import { useState } from 'react';
import { ENUMS } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { Field, SelectField } from '../../components/Form';
import { Page } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { agentOptions, useAgents } from '../../lib/queries/agents';
import { useUrlFilters } from '../../lib/filters';
import { keys } from '../../lib/queries/audit';
import { AuditTable } from '../../components/AuditTable';
import { VerifyChain } from './VerifyChain';

const MODES = ENUMS.AuditEntry.mode;

/** The organization's audit trail, newest first, filtered by the URL's query, and its verification. */
export function AuditPage() {
  const filters = useUrlFilters({ action: null, agent_id: null, mode: MODES });
  const agents = useAgents();
  const { action, agent_id, mode } = filters.values;
  const { query, items } = useCursorList(keys.list(filters.values), (cursor) =>
    api.auditLogs.list({ action: action || undefined, agent_id: agent_id || undefined, mode: mode || undefined, order: 'desc', cursor }),
  );
  return (
    <Page
      title="Audit trail"
      intro="Everything that happened in your organization, newest first. Each entry holds the hash of the one before it, so an entry removed or altered later breaks the chain, and Verify chain shows where."
    >
      <VerifyChain />
      <div className="filters">
        <ActionFilter key={action} action={action} onApply={(value) => filters.set('action', value)} />
        <SelectField label="Agent" value={agent_id} onChange={(value) => filters.set('agent_id', value)} options={agentOptions(agents.data)} />
        <SelectField
          label="Mode"
          value={mode}
          onChange={(value) => filters.set('mode', value)}
          options={[{ value: '', label: 'Any mode' }, ...MODES.map((value) => ({ value, label: value }))]}
        />
        {filters.active && (
          <button type="button" className="secondary" onClick={filters.clear}>
            Clear filters
          </button>
        )}
      </div>
      <CursorList
        query={query}
        items={items}
        empty={
          filters.active ? (
            <Empty title="No entries match these filters">
              The action must match exactly, such as <code>agent.created</code> or <code>service_request.executed</code>.
            </Empty>
          ) : (
            <Empty title="No audit entries yet">Creating agents, dispatching requests and deciding approvals each add an entry here.</Empty>
          )
        }
      >
        {(entries) => <AuditTable entries={entries} caption="Audit entries, newest first" />}
      </CursorList>
    </Page>
  );
}

/** The action filter: typed, then applied (an exact action, so not on every keystroke). */
function ActionFilter({ action, onApply }: { action: string; onApply: (value: string) => void }) {
  const [text, setText] = useState(action);
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text.trim());
      }}
    >
      <Field label="Action" value={text} onChange={(event) => setText(event.target.value)} placeholder="e.g. approval.approved" />
      <button type="submit" className="secondary">
        Filter
      </button>
    </form>
  );
}

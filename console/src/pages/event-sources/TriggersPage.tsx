import { CursorList } from '../../components/CursorList';
import { Badge } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { useTriggers } from '../../lib/queries/event-sources';
import { FireUrl } from './FireUrl';
import { NewTriggerForm } from './NewTriggerForm';
import { SourcesTable } from './SourcesTable';
import { TRIGGERS } from './triggers';

/** The organization's triggers, and a form to make one. */
export function TriggersPage() {
  const { query, items } = useTriggers();
  return (
    <Page
      title="Triggers"
      intro="Operations your agents run when another system calls a signed webhook, or on a schedule: each fire is a governed request as the agent, with its limits, budgets and approvals."
    >
      <NewTriggerForm />
      <Section title="Triggers">
        <CursorList query={query} items={items} empty={<Empty title="No triggers yet">Make one with the form above.</Empty>}>
          {(triggers) => (
            <SourcesTable
              kind={TRIGGERS}
              label="Triggers"
              sources={triggers}
              extra={[
                { header: 'Kind', cell: (trigger) => <Badge value={trigger.kind} /> },
                { header: 'Fire URL', cell: (trigger) => (trigger.fire_url ? <FireUrl url={trigger.fire_url} of={trigger.name} /> : <span className="hint">None: it fires on its schedule</span>) },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

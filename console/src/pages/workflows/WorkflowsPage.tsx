import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { NewWorkflowForm } from './NewWorkflowForm';
import { keys } from '../../lib/queries/workflows';

/** The workflows the signed-in person can see, and a form to make one. */
export function WorkflowsPage() {
  const { query, items } = useCursorList(keys.list, (cursor) => api.workflows.list({ cursor, order: 'desc' }));
  return (
    <Page
      title="Workflows"
      intro="Steps your agents run in order: service calls, webhooks, conditions and delays, each a governed request with the agent’s own limits, budgets and approvals."
    >
      <NewWorkflowForm />
      <Section title="Workflows you can see">
        <CursorList query={query} items={items} empty={<Empty title="No workflows yet">Make one with the New workflow form above.</Empty>}>
          {(workflows) => (
            <DataTable
              label="Workflows"
              rows={workflows}
              rowKey={(workflow) => workflow.id}
              columns={[
                {
                  header: 'Name',
                  cell: (workflow) => (
                    <>
                      <Link to={`/workflows/${workflow.id}`}>{workflow.name}</Link>
                      {workflow.description && <div className="hint">{workflow.description}</div>}
                    </>
                  ),
                },
                { header: 'Visibility', cell: (workflow) => <Badge value={workflow.visibility} /> },
                { header: 'Created', className: 'nowrap', cell: (workflow) => <When iso={workflow.created_at} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

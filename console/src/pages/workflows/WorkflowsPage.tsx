import { Link } from 'react-router';
import { CursorList } from '../../components/CursorList';
import { Badge, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { TableWrap } from '../../components/TableWrap';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { NewWorkflowForm } from './NewWorkflowForm';
import { keys } from './queries';

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
            <TableWrap label="Workflows">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Visibility</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {workflows.map((workflow) => (
                    <tr key={workflow.id}>
                      <td>
                        <Link to={`/workflows/${workflow.id}`}>{workflow.name}</Link>
                        {workflow.description && <div className="hint">{workflow.description}</div>}
                      </td>
                      <td>
                        <Badge value={workflow.visibility} />
                      </td>
                      <td className="nowrap">
                        <When iso={workflow.created_at} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

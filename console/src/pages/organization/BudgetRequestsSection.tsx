import { useState, type FormEvent } from 'react';
import { ENUMS, type BudgetRequest } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Field, FormError, SelectField, Submit } from '../../components/Form';
import { Badge, Money, When } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { capitalized } from '../../lib/format';
import { useCursorList } from '../../lib/lists';
import { keys, personLabel, useAllMembers, useAskForBudget, useDecideBudgetRequest } from '../../lib/queries/organization';

type Status = NonNullable<Parameters<typeof api.budgetRequests.list>[0]>['status'];

/**
 * Requests for more budget: a worker asks for part of the pool (`canRequest`: the team's
 * can_request_budget); the team's manager or an admin approves (the amount is allocated to the
 * worker at once) or rejects, never their own.
 */
export function BudgetRequestsSection({ teamId, canRequest }: { teamId: string; canRequest: boolean }) {
  const [status, setStatus] = useState('');
  const { query, items } = useCursorList([...keys.budgetRequests(teamId), status], (cursor) =>
    api.budgetRequests.list({ team_id: teamId, cursor, ...(status ? { status: status as Status } : {}) }),
  );
  return (
    <Section title="Budget requests">
      <p className="hint">
        A worker who needs more asks here; the team's manager or an admin approves, which allocates the amount from the pool to
        them, or rejects.
      </p>
      {canRequest && <AskForBudget teamId={teamId} />}
      <div className="filters">
        <SelectField
          label="Status"
          value={status}
          onChange={setStatus}
          options={[{ value: '', label: 'All' }, ...ENUMS.BudgetRequest.status.map((value) => ({ value, label: capitalized(value) }))]}
        />
      </div>
      <CursorList
        query={query}
        items={items}
        empty={<Empty title="No budget requests">{status ? 'None with this status.' : 'A worker of the team asks for more budget here.'}</Empty>}
      >
        {(requests) => <RequestsTable requests={requests} />}
      </CursorList>
    </Section>
  );
}

function RequestsTable({ requests }: { requests: BudgetRequest[] }) {
  const members = useAllMembers();
  return (
    <DataTable
      label="Budget requests"
      rows={requests}
      rowKey={(request) => request.id}
      columns={[
        { header: 'Who', cell: (request) => personLabel(members.data, request.user_id) },
        { header: 'Amount', className: 'num', cell: (request) => <Money cents={request.amount_cents} /> },
        { header: 'Reason', className: 'org-reason', cell: (request) => request.reason },
        { header: 'Status', cell: (request) => <Badge value={request.status} /> },
        { header: 'Asked', cell: (request) => <When iso={request.created_at} /> },
        {
          header: 'Decision',
          cell: (request) =>
            request.status === 'pending' ? (
              request.can_decide ? (
                <Decide request={request} who={personLabel(members.data, request.user_id)} />
              ) : (
                <span className="hint">Waiting for the team's manager or an admin</span>
              )
            ) : (
              <>
                {request.decided_by && <>By {personLabel(members.data, request.decided_by)} </>}
                {request.decided_at && <When iso={request.decided_at} />}
                {request.notes && <p className="org-notes">“{request.notes}”</p>}
              </>
            ),
        },
      ]}
    />
  );
}

function Decide({ request, who }: { request: BudgetRequest; who: string }) {
  const [notes, setNotes] = useState('');
  const decide = useDecideBudgetRequest(request, notes);
  return (
    <div className="org-decide">
      <input aria-label={`Notes on the request of ${who}`} placeholder="Notes (optional)" maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      <button type="button" disabled={decide.isPending} onClick={() => decide.mutate('approved')} aria-label={`Approve the request of ${who}`}>
        Approve
      </button>
      <button
        type="button"
        className="danger secondary"
        disabled={decide.isPending}
        onClick={() => decide.mutate('rejected')}
        aria-label={`Reject the request of ${who}`}
      >
        Reject
      </button>
      <FormError error={decide.error} />
    </div>
  );
}

function AskForBudget({ teamId }: { teamId: string }) {
  const [form, setForm] = useState({ amount: '', reason: '' });
  const ask = useAskForBudget(teamId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(form, { onSuccess: () => setForm({ amount: '', reason: '' }) });
  };
  return (
    <form onSubmit={submit} aria-label="Ask for more budget" className="org-ask-budget">
      <div className="inline-form">
        <Field label="Amount ($)" inputMode="decimal" required value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
        <Field label="Why" required maxLength={2000} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} />
        <Submit pending={ask.isPending} pendingLabel="Asking…">
          Ask for budget
        </Submit>
      </div>
      <FormError error={ask.error} />
    </form>
  );
}

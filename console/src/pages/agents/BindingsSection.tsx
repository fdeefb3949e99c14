import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CatalogOperation, ServiceBinding } from '@proctor/sdk';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, FormError } from '../../components/Form';
import { Badge, Money } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty, QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { BindingForm } from './BindingForm';
import { Meter } from '../../components/Meter';
import { useHeadroom } from '../../lib/queries/budgets';
import { useAgentDocs } from '../../lib/agent-docs';
import { keys } from '../../lib/queries/agents';

/** The operations the agent may dispatch, each with its limits; anything unbound is blocked. */
export function BindingsSection({ agentId }: { agentId: string }) {
  const queryClient = useQueryClient();
  const bindings = useQuery({ queryKey: keys.bindings(agentId), queryFn: () => api.agents.bindings.list(agentId).then((page) => page.data) });
  const catalog = useAgentDocs();
  // The binding being edited, and a count that starts the form afresh on every Edit press.
  const [editing, setEditing] = useState<{ binding?: ServiceBinding; round: number }>({ round: 0 });
  const [saved, setSaved] = useState<string>();
  const remove = useMutation({
    mutationFn: (operation: string) => api.agents.bindings.delete(agentId, operation),
    onSuccess: (_, operation) => {
      setSaved(`Removed the binding of ${operation}.`);
      return queryClient.invalidateQueries({ queryKey: keys.bindings(agentId) });
    },
  });
  const operations = catalog.data?.operations ?? [];
  // What live requests used of each binding's limits: the counters its next request is admitted against.
  const headroom = useHeadroom(agentId, 'live');
  const usedOf = (operation: string) => headroom.data?.bindings.find((binding) => binding.operation === operation);
  return (
    <Section title="Bindings">
      <p className="hint">
        A binding lets the agent dispatch one operation of the catalog, within its limits. Requests for an operation without a
        binding, or with a disabled one, are blocked.
      </p>
      <QueryView query={bindings}>
        {(data) =>
          data.length === 0 ? (
            <Empty title="No bindings yet">This agent cannot dispatch anything. Add a binding with the form below.</Empty>
          ) : (
            <DataTable
              label="Bindings"
              rows={data}
              rowKey={(binding) => binding.id}
              columns={[
                {
                  header: 'Operation',
                  cell: (binding) => (
                    <>
                      {operationName(operations, binding.operation)}
                      <div>
                        <code className="op-code">{binding.operation}</code>
                      </div>
                    </>
                  ),
                },
                { header: 'Enabled', cell: (binding) => <Badge value={binding.enabled ? 'enabled' : 'disabled'} /> },
                {
                  header: 'Daily limit',
                  className: 'num',
                  cell: (binding) =>
                    binding.daily_limit === null ? (
                      'No limit'
                    ) : (
                      <>
                        {`${binding.daily_limit.toLocaleString()} / day`}
                        {usedOf(binding.operation) && (
                          <Meter
                            label={`${binding.operation} requests today`}
                            value={{ used: usedOf(binding.operation)!.today.requests ?? 0, limit: binding.daily_limit, unit: 'requests' }}
                            period="today (UTC)"
                            labelHidden
                          />
                        )}
                      </>
                    ),
                },
                {
                  header: 'Monthly budget',
                  className: 'num',
                  cell: (binding) =>
                    binding.monthly_budget_cents === null ? (
                      'No limit'
                    ) : (
                      <>
                        <Money cents={binding.monthly_budget_cents} />
                        {usedOf(binding.operation) && (
                          <Meter
                            label={`${binding.operation} spend this month`}
                            value={{ used: usedOf(binding.operation)!.month.spent_cents ?? 0, limit: binding.monthly_budget_cents, unit: 'cents' }}
                            period="this month"
                            labelHidden
                          />
                        )}
                      </>
                    ),
                },
                {
                  header: 'Approval threshold',
                  className: 'num',
                  cell: (binding) => (binding.approval_threshold_cents === null ? 'Never' : <Money cents={binding.approval_threshold_cents} />),
                },
                {
                  header: 'Actions',
                  cell: (binding) => (
                    <div className="actions">
                      <button
                        type="button"
                        className="secondary"
                        aria-label={`Edit ${binding.operation}`}
                        onClick={() => {
                          setSaved(undefined);
                          setEditing({ binding, round: editing.round + 1 });
                        }}
                      >
                        Edit
                      </button>
                      <ConfirmButton
                        label="Remove"
                        confirmLabel={`Remove ${binding.operation}?`}
                        pending={remove.isPending}
                        onConfirm={() => remove.mutate(binding.operation)}
                      />
                    </div>
                  ),
                },
              ]}
            />
          )
        }
      </QueryView>
      <FormError error={remove.error} />
      {saved && (
        <p className="saved" role="status">
          {saved}
        </p>
      )}
      <QueryView query={catalog}>
        {(docs) => (
          <BindingForm
            key={editing.round}
            agentId={agentId}
            operations={docs.operations}
            bindings={bindings.data ?? []}
            initial={editing.binding}
            onSaved={(binding) => {
              setSaved(`Saved the binding of ${binding.operation}.`);
              setEditing({ round: editing.round + 1 });
            }}
          />
        )}
      </QueryView>
    </Section>
  );
}

function operationName(operations: CatalogOperation[], operation: string): string {
  return operations.find((o) => o.operation === operation)?.name ?? operation;
}

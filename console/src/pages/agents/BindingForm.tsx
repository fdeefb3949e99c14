import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AgentBindingUpsertParams, CatalogOperation, ServiceBinding } from '@proctor/sdk';
import { Field, FormError, SelectField, Submit } from '../../components/Form';
import { api } from '../../lib/api';
import { centsToInput, parseDollars } from '../../lib/format';
import { keys } from '../../lib/queries/agents';
import { PriceTip } from './PriceTip';
import { shortPrice } from './queries';

interface Draft {
  operation: string;
  enabled: boolean;
  dailyLimit: string;
  monthlyBudget: string;
  approvalThreshold: string;
}

/** A binding as the form shows it: limits as typed text, dollars for money, empty for "none". */
function toDraft(binding: ServiceBinding | undefined): Draft {
  if (!binding) return { operation: '', enabled: true, dailyLimit: '', monthlyBudget: '', approvalThreshold: '' };
  return {
    operation: binding.operation,
    enabled: binding.enabled,
    dailyLimit: binding.daily_limit === null ? '' : String(binding.daily_limit),
    monthlyBudget: binding.monthly_budget_cents === null ? '' : centsToInput(binding.monthly_budget_cents),
    approvalThreshold: binding.approval_threshold_cents === null ? '' : centsToInput(binding.approval_threshold_cents),
  };
}

type Parsed = { body: AgentBindingUpsertParams } | { error: string };

/**
 * The draft as the upsert's body, or what is wrong with it. Every field is sent, an empty one as
 * null: the server keeps fields left out, and the form must mean what it shows.
 */
function parse(draft: Draft): Parsed {
  if (!draft.operation) return { error: 'Operation: choose one from the catalog' };
  const daily = draft.dailyLimit.trim();
  if (daily && !/^\d+$/.test(daily)) return { error: 'Daily limit: enter a whole number of requests, such as 100, or leave it empty for no limit' };
  const money = (label: string, text: string): { cents: number | null } | { error: string } => {
    if (!text.trim()) return { cents: null };
    const parsed = parseDollars(text);
    return 'error' in parsed ? { error: `${label}: ${parsed.error}` } : parsed;
  };
  const monthly = money('Monthly budget', draft.monthlyBudget);
  if ('error' in monthly) return monthly;
  const threshold = money('Approval threshold', draft.approvalThreshold);
  if ('error' in threshold) return threshold;
  return {
    body: {
      operation: draft.operation,
      enabled: draft.enabled,
      daily_limit: daily ? Number(daily) : null,
      monthly_budget_cents: monthly.cents,
      approval_threshold_cents: threshold.cents,
    },
  };
}

/** Adds a binding, or changes one: choosing an operation already bound fills in its limits. */
export function BindingForm({
  agentId,
  operations,
  bindings,
  initial,
  onSaved,
}: {
  agentId: string;
  operations: CatalogOperation[];
  bindings: ServiceBinding[];
  initial: ServiceBinding | undefined;
  onSaved: (binding: ServiceBinding) => void;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // Pressing Edit brings the form, filled in, to the keyboard and the eye.
  useEffect(() => {
    if (initial) form.current?.querySelector('select')?.focus();
  }, [initial]);
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [invalid, setInvalid] = useState<string>();
  const save = useMutation({
    mutationFn: (body: AgentBindingUpsertParams) => api.agents.bindings.upsert(agentId, body),
    onSuccess: (binding) => {
      void queryClient.invalidateQueries({ queryKey: keys.bindings(agentId) });
      onSaved(binding);
    },
  });
  const set = (key: 'dailyLimit' | 'monthlyBudget' | 'approvalThreshold') => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const choose = (operation: string) => {
    const bound = bindings.find((b) => b.operation === operation);
    setDraft(bound ? toDraft(bound) : { ...draft, operation });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(draft);
    setInvalid('error' in parsed ? parsed.error : undefined);
    save.reset();
    if ('body' in parsed) save.mutate(parsed.body);
  };
  const chosen = operations.find((o) => o.operation === draft.operation);
  const editing = bindings.some((b) => b.operation === draft.operation);
  return (
    <form ref={form} className="binding-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add or edit a binding</h3>
      <SelectField
        label="Operation"
        name="operation"
        value={draft.operation}
        onChange={choose}
        options={[
          { value: '', label: 'Choose an operation…' },
          // Short, so that the list reads at a glance on a phone; how each price is computed is in the hint's tooltip.
          ...operations.map((o) => ({ value: o.operation, label: `${o.name} — ${shortPrice(o)}` })),
        ]}
      />
      {chosen && (
        <p className="hint operation-hint">
          <code className="op-code">{chosen.operation}</code>: {chosen.description} <PriceTip operation={chosen} />.
          {!chosen.availability.live.available && ` Live requests cannot run on this server yet: ${chosen.availability.live.reason}`}
          {editing && ' This operation is bound already: saving changes its binding.'}
        </p>
      )}
      <div className="field check">
        <input id={`${id}-enabled`} type="checkbox" checked={draft.enabled} onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })} />
        <label htmlFor={`${id}-enabled`}>Enabled (unchecked: every request for it is blocked)</label>
      </div>
      <div className="inline-form">
        <Field
          label="Daily limit (requests per day)"
          name="daily_limit"
          inputMode="numeric"
          value={draft.dailyLimit}
          onChange={set('dailyLimit')}
          hint="Empty: no limit. Counted per UTC day; requests past it are blocked."
        />
        <Field
          label="Monthly budget ($)"
          name="monthly_budget"
          inputMode="decimal"
          value={draft.monthlyBudget}
          onChange={set('monthlyBudget')}
          hint="Empty: no limit. What this operation may spend per UTC month; requests past it are blocked."
        />
        <Field
          label="Approval threshold ($)"
          name="approval_threshold"
          inputMode="decimal"
          value={draft.approvalThreshold}
          onChange={set('approvalThreshold')}
          hint="A request whose estimated cost is above this amount waits for a person to approve it; at or below it, it runs. Empty: never waits."
        />
      </div>
      {invalid && (
        <p className="form-error" role="alert">
          {invalid}
        </p>
      )}
      <FormError error={save.error} />
      <Submit pending={save.isPending} pendingLabel="Saving…">
        Save binding
      </Submit>
    </form>
  );
}

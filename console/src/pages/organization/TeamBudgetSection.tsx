import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TeamBudget } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { Field, FormError, Submit } from '../../components/Form';
import { Money } from '../../components/Format';
import { Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { centsToInput } from '../../lib/format';
import { centsOf, limitCentsOf } from '../../lib/amounts';
import { TeamMeters } from './TeamMeters';
import {keys} from '../../lib/queries/organization';

/** The team's money: its pool and what is allocated of it, its limits, and its spend. */
export function TeamBudgetSection({ teamId }: { teamId: string }) {
  const isAdmin = useCan('manage_teams');
  const budget = useQuery({ queryKey: keys.teamBudget(teamId), queryFn: () => api.teams.getBudget(teamId) });
  return (
    <Section title="Budget">
      <ul className="org-explain">
        <li>
          <strong>Pool</strong>: the spending rights an admin moves into the team from the workspace wallet; the money stays in the
          wallet until a request is paid.
        </li>
        <li>
          <strong>Allocation</strong>: the part of the pool given to one worker; their agents in this team cannot spend more than it.
        </li>
        <li>
          <strong>Hard cap</strong>: the most the team may spend in total, whatever its pool; the daily and monthly limits do the same
          for each UTC day and month.
        </li>
      </ul>
      <QueryView query={budget}>
        {(data) => (
          <>
            <TeamMeters budget={data} />
            <BudgetFigures budget={data} />
            {isAdmin ? (
              <div className="org-budget-forms">
                <LimitsForm budget={data} />
                <PoolForm teamId={teamId} />
              </div>
            ) : (
              <p className="hint">Owners and admins set the limits and move money into the pool.</p>
            )}
          </>
        )}
      </QueryView>
    </Section>
  );
}

function Limit({ cents }: { cents: number | null }) {
  return cents === null ? <span className="hint">No limit</span> : <Money cents={cents} />;
}

function BudgetFigures({ budget }: { budget: TeamBudget }) {
  const figures: [string, ReactNode][] = [
    ['Pool', <Money cents={budget.pool_cents} />],
    ['Allocated to workers', <Money cents={budget.allocated_cents} />],
    ['Not yet allocated', <Money cents={budget.pool_cents - budget.allocated_cents} />],
    ['Spent today (UTC)', <Money cents={budget.spent_today_cents} />],
    ['Spent this month (UTC)', <Money cents={budget.spent_month_cents} />],
    ['Spent in total', <Money cents={budget.spent_total_cents} />],
    ['Daily limit', <Limit cents={budget.daily_limit_cents} />],
    ['Monthly limit', <Limit cents={budget.monthly_limit_cents} />],
    ['Hard cap', <Limit cents={budget.hard_cap_cents} />],
  ];
  return (
    <div className="grid org-team-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <div className="stat-label">{label}</div>
          <div className="stat" data-figure={label}>
            {value}
          </div>
        </div>
      ))}
    </div>
  );
}

function LimitsForm({ budget }: { budget: TeamBudget }) {
  const queryClient = useQueryClient();
  const asText = (cents: number | null) => (cents === null ? '' : centsToInput(cents));
  const [form, setForm] = useState({
    daily: asText(budget.daily_limit_cents),
    monthly: asText(budget.monthly_limit_cents),
    cap: asText(budget.hard_cap_cents),
  });
  const save = useMutation({
    mutationFn: () =>
      api.teams.setBudget(budget.team_id, {
        daily_limit_cents: limitCentsOf('Daily limit', form.daily),
        monthly_limit_cents: limitCentsOf('Monthly limit', form.monthly),
        hard_cap_cents: limitCentsOf('Hard cap', form.cap),
      }),
    onSuccess: (saved) => queryClient.setQueryData(keys.teamBudget(budget.team_id), saved),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="Team limits">
      <h3>Limits</h3>
      <div className="inline-form">
        <Field label="Daily limit ($)" inputMode="decimal" value={form.daily} onChange={(e) => setForm({ ...form, daily: e.target.value })} />
        <Field label="Monthly limit ($)" inputMode="decimal" value={form.monthly} onChange={(e) => setForm({ ...form, monthly: e.target.value })} />
        <Field label="Hard cap ($)" inputMode="decimal" value={form.cap} onChange={(e) => setForm({ ...form, cap: e.target.value })} />
        <Submit pending={save.isPending} pendingLabel="Saving…">
          Save limits
        </Submit>
      </div>
      <p className="hint">In dollars. Leave a field empty for no limit; $0 stops that spend. The limits bind the team's managers too.</p>
      {save.isSuccess && <p role="status">Limits saved.</p>}
      <FormError error={save.error} />
    </form>
  );
}

function PoolForm({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const move = useMutation({
    mutationFn: () => api.teams.allocateBudget(teamId, { amount_cents: centsOf('Amount', amount) }),
    onSuccess: (saved) => {
      setAmount('');
      queryClient.setQueryData(keys.teamBudget(teamId), saved);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="Move money into the pool">
      <h3>Move money into the pool</h3>
      <div className="inline-form">
        <Field label="Amount ($)" inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Submit pending={move.isPending} pendingLabel="Moving…">
          Add to pool
        </Submit>
      </div>
      <p className="hint">From the workspace wallet's available balance, less what other teams' pools hold unspent. A pool only grows.</p>
      {move.isSuccess && <p role="status">Added to the pool.</p>}
      <FormError error={move.error} />
    </form>
  );
}

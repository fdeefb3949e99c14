import type { BudgetOverview } from '@proctor/sdk';

export type BudgetRow = BudgetOverview['data'][number];

/** How each level reads to a person, and the period said after its amounts. */
export const LEVEL_TEXT: Record<BudgetRow['level'], { label: string; period: string }> = {
  binding_day: { label: 'Binding, requests per day', period: 'today (UTC)' },
  binding_month: { label: 'Binding, spend per month', period: 'this month' },
  agent: { label: "Agent's monthly cap", period: 'this month' },
  team_day: { label: 'Team, per day', period: 'today (UTC)' },
  team_month: { label: 'Team, per month', period: 'this month' },
  team_total: { label: 'Team, in total', period: 'in all' },
  worker: { label: "Worker's allocation", period: 'in all' },
};

/** A row's key: the level and whose limit it is. */
export const rowKey = (row: BudgetRow) => [row.level, row.agent_id, row.operation, row.team_id, row.user_id].join('|');

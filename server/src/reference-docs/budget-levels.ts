import { BUDGET_LEVELS } from '../domain/dispatch/budget-levels.js';
import { code, referenceDocument, table } from './markdown.js';

const PERIODS = { day: 'UTC day', month: 'UTC month', total: 'in total (never resets)', none: '(a balance)' } as const;

/** docs/reference/budget-levels.md: the budget levels a request is admitted within, in the order the admission holds them. */
export function renderBudgetLevels(): string {
  const rows = BUDGET_LEVELS.map((level) => [
    code(level.name),
    code(level.reason),
    PERIODS[level.period],
    level.unit,
    level.scope,
    level.headroom === null ? '—' : code(level.headroom),
    level.meaning,
  ]);
  return referenceDocument('Budget levels', 'server/src/domain/dispatch/budget-levels.ts', [
    [
      'A request is admitted only within every level that applies to it, each held in one statement in the order below (a',
      "spawned agent's requests count on each ancestor's binding too); the first that would be exceeded refuses it with its",
      'reason code. `GET /api/v1/agents/me` shows what is left of each level at the path given.',
    ].join('\n'),
    table(['Level', 'Refused with', 'Counts per', 'Limits', 'Belongs to', 'Shown at (GET /api/v1/agents/me)', 'Meaning'], rows),
  ]);
}

import { useQuery } from '@tanstack/react-query';
import type { CatalogOperation } from '@proctor/sdk';
import { api } from '../../lib/api';
import { keys as organizationKeys } from '../../lib/queries/organization';
import { dollars } from '../../lib/format';

/** The teams of the active workspace (first 100): enough to name an agent's team. */
export function useTeams(enabled: boolean) {
  return useQuery({ queryKey: [...organizationKeys.teams, 'agent-page'], queryFn: () => api.teams.list({ limit: 100 }).then((page) => page.data), enabled });
}

/** An operation's price as people read it: "$0.01 per request", or the formula when it varies. */
export function priceLabel(operation: CatalogOperation): string {
  const { cost_cents, unit, formula } = operation.pricing;
  if (cost_cents !== undefined) return `${dollars(cost_cents)} per ${unit}`;
  return formula ?? `priced per ${unit}`;
}

import type { ActivityItem } from '@proctor/sdk';
import { dollars } from '../../lib/format';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const cents = (value: unknown) => (typeof value === 'number' ? dollars(value) : undefined);
const words = (value: string) => value.replace(/[._]/g, ' ');

/**
 * One line saying what an entry of the agent's ledger records, from its action and the details
 * the server audited with it (which differ by action, hence every field is checked before use).
 * `agentName` names agents the details give by id.
 */
export function activitySummary(item: ActivityItem, agentName: (id: string) => string | undefined): string {
  const details = item.details ?? {};
  const verb = item.action.slice(item.action.indexOf('.') + 1);
  const agent = (id: unknown) => (typeof id === 'string' ? (agentName(id) ?? id) : 'an agent');
  switch (item.action) {
    case 'delegated_task.created':
      return `Task delegated to ${agent(details.child_agent_id)}, with a budget of ${cents(details.budget_cents) ?? 'unknown'}`;
    case 'delegated_task.updated':
      return `Task moved from ${words(text(details.from) ?? '?')} to ${words(text(details.to) ?? '?')}`;
    case 'memory.created':
      return `Memory written: a ${text(details.kind) ?? 'note'}${typeof details.chars === 'number' ? ` of ${details.chars} characters` : ''}`;
    case 'memory.updated':
      return `Memory changed${Array.isArray(details.fields) ? `: ${details.fields.join(', ')}` : ''}`;
    case 'memory.deleted':
      return 'Memory deleted';
    case 'agent.spawned':
      return `Spawned by ${agent(details.parent_agent_id)}${cents(details.monthly_budget_cents) ? `, with a monthly budget of ${cents(details.monthly_budget_cents)}` : ''}`;
  }
  if (item.type === 'service_call') {
    const cost = item.cost_cents === null ? '' : `, ${dollars(item.cost_cents)}`;
    const reason = item.reason_code ? ` (${item.reason_code})` : '';
    return `${text(details.operation) ?? 'A service request'}: ${words(verb)}${reason}${cost}`;
  }
  // Any other change: its action in words, and what it was about when the details name it.
  const about = text(details.operation) ?? text(details.title) ?? text(details.name);
  return `${words(item.action)}${about ? `: ${about}` : ''}`;
}

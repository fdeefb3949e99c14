import type { AgentRequest } from '@proctor/sdk';

/** Each kind of agent request in words, for people who have not read the API reference. */
export const KIND_LABELS: Record<AgentRequest['kind'], string> = {
  question: 'Question',
  decision: 'Decision',
  help: 'Needs help',
  notice: 'Notice',
};

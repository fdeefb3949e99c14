import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The catalog the server serves to agents (GET /api/v1/agent-docs): its operations with their
 * descriptions and prices, and what each reason code means. The console reads meanings from it
 * rather than keeping its own copy, so they are always this server's.
 */
export function useAgentDocs() {
  return useQuery({ queryKey: ['agent-docs'], queryFn: () => api.agentDocs.retrieve(), staleTime: 5 * 60_000 });
}

/** What a reason code means, in the server's words; undefined while the catalog loads, or for a code it does not list. */
export function useReasonMeaning(): (code: string) => string | undefined {
  const reasons = useAgentDocs().data?.reasons ?? [];
  return (code) => reasons.find((reason) => reason.code === code)?.meaning;
}

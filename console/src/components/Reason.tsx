import { useReasonMeaning } from '../lib/agent-docs';

/** A reason code in a table cell: the code, its meaning on hover; a dash when there is none. */
export function Reason({ code }: { code: string | null | undefined }) {
  const meaning = useReasonMeaning();
  if (!code) return <span aria-label="none">—</span>;
  return <code title={meaning(code)}>{code}</code>;
}

/** The `{ detail }` a blocked, failed or waiting request's result holds: why, in the server's words. */
export function detailOf(result: unknown): string | undefined {
  return result !== null && typeof result === 'object' && 'detail' in result && typeof result.detail === 'string' ? result.detail : undefined;
}

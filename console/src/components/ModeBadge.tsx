import './ModeBadge.css';

const MEANING = {
  live: 'live: a real provider, paid from the wallet',
  test: 'test: a sandbox, free',
} as const;

/**
 * The mode of a request, an approval, a run or a session, in every place the console shows one:
 * live is the case to notice (real money), so it is a solid badge at least as prominent as test's.
 */
export function ModeBadge({ mode }: { mode: 'live' | 'test' }) {
  return (
    <span className={`badge mode-badge mode-badge-${mode}`} title={MEANING[mode]}>
      {mode}
    </span>
  );
}

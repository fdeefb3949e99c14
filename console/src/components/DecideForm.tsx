import { useState } from 'react';
import { FormError } from './Form';

export type Verdict = 'approved' | 'rejected';

/**
 * Approve or reject what someone asked for (a publish request, a skill proposal), with optional
 * notes kept with the decision. `what` names it for screen readers: "the request for Parse v2".
 */
export function DecideForm({
  what,
  pending,
  verdict,
  error,
  onDecide,
}: {
  what: string;
  pending: boolean;
  /** The verdict being sent while `pending`. */
  verdict: Verdict | undefined;
  error: unknown;
  onDecide: (verdict: Verdict, notes: string | undefined) => void;
}) {
  const [notes, setNotes] = useState('');
  const decide = (chosen: Verdict) => onDecide(chosen, notes.trim() || undefined);
  return (
    <div className="decide-form">
      <input aria-label={`Notes on ${what}`} placeholder="Notes (optional)" maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} disabled={pending} />
      <button type="button" onClick={() => decide('approved')} disabled={pending} aria-busy={pending && verdict === 'approved'} aria-label={`Approve ${what}`}>
        {pending && verdict === 'approved' ? 'Approving…' : 'Approve'}
      </button>
      <button
        type="button"
        className="danger secondary"
        onClick={() => decide('rejected')}
        disabled={pending}
        aria-busy={pending && verdict === 'rejected'}
        aria-label={`Reject ${what}`}
      >
        {pending && verdict === 'rejected' ? 'Rejecting…' : 'Reject'}
      </button>
      <FormError error={error} />
    </div>
  );
}

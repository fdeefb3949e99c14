import { useId, useState, type FormEvent } from 'react';
import { Field, FormError } from './Form';

/**
 * An undoing that needs a reason (unpublish, revoke): a button that opens a short form asking
 * why, kept in the audit trail, then doing it. Pressing the button again closes the form.
 */
export function ReasonAction({
  label,
  name,
  reasonLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
}: {
  /** The button's visible word: "Unpublish", "Revoke". */
  label: string;
  /** The button's accessible name, the visible word within it: "Unpublish version 2". */
  name: string;
  reasonLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  };
  return (
    <div className="reason-action">
      <button
        type="button"
        className="danger secondary"
        aria-label={name}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen(!open)}
        disabled={pending}
      >
        {label}
      </button>
      {open && (
        <form id={formId} className="inline-form reason-form" onSubmit={submit} aria-label={name}>
          <Field label={reasonLabel} hint="Kept in the audit trail." required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} autoFocus />
          <button type="submit" className="danger" disabled={pending || !reason.trim()} aria-busy={pending}>
            {pending ? pendingLabel : `Confirm: ${label.toLowerCase()}`}
          </button>
        </form>
      )}
      <FormError error={error} />
    </div>
  );
}

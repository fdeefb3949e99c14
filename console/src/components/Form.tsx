import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorMessage } from '../lib/api';

/** A labelled input with an optional hint; the label and hint are tied to it for screen readers. */
export function Field({ label, hint, ...input }: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
    </div>
  );
}

/** A labelled select. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  name?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Why the last submit failed, announced at once. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {errorMessage(error)}
    </p>
  );
}

/** A submit button that says it is working and cannot be pressed twice meanwhile. */
export function Submit({ pending, children, pendingLabel = 'Working…' }: { pending: boolean; children: ReactNode; pendingLabel?: string }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}

/**
 * A button for a change that cannot be undone (delete, revoke): the first press asks, the second
 * does it; Escape or leaving the button takes the question back.
 */
export function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
  pending = false,
  ariaLabel,
}: {
  label: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** A longer name for the first button (its visible label within it), where several share a label: "Revoke Researcher". */
  ariaLabel?: string;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="danger secondary" onClick={() => setAsking(true)} disabled={pending} aria-label={ariaLabel}>
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="danger"
      autoFocus
      onBlur={() => setAsking(false)}
      onKeyDown={(event) => event.key === 'Escape' && setAsking(false)}
      onClick={() => {
        setAsking(false);
        onConfirm();
      }}
    >
      {confirmLabel}
    </button>
  );
}

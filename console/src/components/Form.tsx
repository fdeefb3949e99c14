import { useId, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { errorMessage } from '../lib/api';

/**
 * What describes a field to screen readers: its hint and the server's problem with it, each by id.
 * A field with a problem is marked invalid.
 */
function described(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/** A field's hint and the problem the server named at it (problemAt), under the input. */
function Notes({ id, hint, error }: { id: string; hint: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </>
  );
}

/** A labelled input with an optional hint and problem; both are tied to it for screen readers. */
export function Field({ label, hint, error, ...input }: { label: string; hint?: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...described(id, hint, error)} {...input} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled text area (JSON, notes), with an optional hint and problem as Field has. */
export function TextAreaField({ label, hint, error, ...area }: { label: string; hint?: ReactNode; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...described(id, hint, error)} {...area} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select, with an optional hint and problem as Field has. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  name,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  name?: string;
  hint?: ReactNode;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} {...described(id, hint, error)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} hint={hint} error={error} />
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

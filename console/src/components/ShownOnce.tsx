import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';

/**
 * Secrets the server shows once (agent keys, personal tokens, a trigger's signing secret): each
 * with a copy button, under a warning that they cannot be shown again (`note` says how the server
 * keeps them, where it keeps more than a hash), then what else goes with them (`children`).
 * Nothing here keeps them: leaving the page forgets them.
 */
export function ShownOnce({
  secrets,
  onDone,
  note,
  children,
}: {
  secrets: { label: string; value: string }[];
  onDone: () => void;
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="shown-once" aria-labelledby="shown-once-title">
      <h2 id="shown-once-title">Copy {secrets.length > 1 ? 'these now: they are' : 'this now: it is'} shown once</h2>
      <p>
        {note ?? (
          <>
            Proctor stores only a hash. Once you leave this page {secrets.length > 1 ? 'these values' : 'this value'} cannot be shown
            again; a lost key can only be rotated.
          </>
        )}
      </p>
      <dl>
        {secrets.map((secret) => (
          <div key={secret.label} className="secret">
            <dt>{secret.label}</dt>
            <dd>
              <code data-secret={secret.label}>{secret.value}</code>
              <CopyButton text={secret.value} label={secret.label} />
            </dd>
          </div>
        ))}
      </dl>
      {children}
      <button type="button" onClick={onDone}>
        I have copied {secrets.length > 1 ? 'them' : 'it'}
      </button>
    </section>
  );
}

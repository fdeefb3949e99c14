import type { ReactNode } from 'react';

/**
 * What became of something the person left the console for (a checkout, an app's consent page) or
 * just did: announced when it changes, with an optional action and a way to put it away.
 */
export function Notice({
  tone,
  onDismiss,
  action,
  children,
}: {
  tone: 'ok' | 'warn' | 'danger' | 'info';
  onDismiss?: () => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`notice notice-${tone}`}>
      <p role="status">{children}</p>
      {action}
      {onDismiss && (
        <button type="button" className="secondary" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}

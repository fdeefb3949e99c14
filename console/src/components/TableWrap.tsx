import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen: a named region that takes focus, so that a
 * keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';

/** A page: its title (also the document's), an optional line under it, actions on the right. */
export function Page({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Proctor`;
  }, [title]);
  return (
    <>
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          {intro && <p className="intro">{intro}</p>}
        </div>
        {actions && <div className="actions">{actions}</div>}
      </header>
      {children}
    </>
  );
}

/** A titled part of a page. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="card">
      <header className="card-header">
        <h2>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}

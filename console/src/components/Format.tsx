import { dateTime, dollars, relative } from '../lib/format';

/** Cents as dollars. */
export function Money({ cents }: { cents: number }) {
  return <span className="money">{dollars(cents)}</span>;
}

/** A timestamp in the browser's time zone; hovering shows how long ago (or how soon). `past`: of something that happened (relative's rule for clock skew). */
export function When({ iso, relativeFirst = false, past = false }: { iso: string; relativeFirst?: boolean; past?: boolean }) {
  const absolute = dateTime(iso);
  const rel = relative(iso, undefined, { past });
  return (
    <time dateTime={iso} title={relativeFirst ? absolute : rel}>
      {relativeFirst ? rel : absolute}
    </time>
  );
}

/** A status or outcome as a coloured badge; the word itself carries the meaning. */
export function Badge({ value }: { value: string }) {
  return <span className={`badge badge-${value.replace(/[^a-z_]/g, '')}`}>{value.replace(/_/g, ' ')}</span>;
}

/** An id in monospace, shortened on narrow screens by CSS, whole when selected or copied. */
export function Id({ value }: { value: string }) {
  return <code className="id">{value}</code>;
}

/** JSON for reading: payloads, results, audit details. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="json" aria-label={label} tabIndex={0}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

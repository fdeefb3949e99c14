import { useMutation } from '@tanstack/react-query';
import type { AuditVerification } from '@proctor/sdk';
import { Section } from '../../components/Page';
import { ErrorNotice } from '../../components/States';
import { api } from '../../lib/api';

/** Recomputes the organization's hash chain on the server and says whether it holds, and if not where it breaks. */
export function VerifyChain() {
  const verify = useMutation({ mutationFn: () => api.auditLogs.verify() });
  return (
    <Section
      title="Integrity"
      actions={
        <button type="button" onClick={() => verify.mutate()} disabled={verify.isPending} aria-busy={verify.isPending}>
          {verify.isPending ? 'Verifying…' : 'Verify chain'}
        </button>
      }
    >
      {verify.isError ? (
        <ErrorNotice error={verify.error} retry={() => verify.mutate()} />
      ) : verify.data ? (
        <Verdict result={verify.data} />
      ) : (
        <p className="hint">Verify chain recomputes every entry's hash on the server, from the first entry on, and compares it with the one stored.</p>
      )}
    </Section>
  );
}

function Verdict({ result }: { result: AuditVerification }) {
  if (result.valid) {
    return (
      <div className="verdict verdict-valid" role="status">
        <p className="verdict-title">Chain valid</p>
        <p>
          All {result.entries} entries match their hashes.{' '}
          {result.entries > 0 && (
            <>
              Head hash: <code className="id">{result.head_hash}</code>
            </>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="verdict verdict-broken" role="alert">
      <p className="verdict-title">Chain broken at entry {result.first_invalid_seq}</p>
      <p>
        Entry {result.first_invalid_seq} does not match its hash: it or an entry before it was altered or removed after it was written.
        {result.entries === 1 ? ' The entry before it checks out.' : result.entries > 1 ? ` The ${result.entries} entries before it check out.` : ''}
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Money } from '../../components/Format';
import { Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { useBalance } from '../../lib/queries/usage';

/** The active workspace's wallet: what it holds, what requests in flight hold of it, what is left to spend. */
export function BalanceCard({ actions }: { actions?: ReactNode }) {
  const balance = useBalance();
  return (
    <Section title="Balance" actions={actions}>
      <QueryView query={balance}>
        {(wallet) => (
          <>
            <dl className="grid usage-stats">
              <div>
                <dt className="stat-label">Balance</dt>
                <dd className="stat" data-figure="balance">
                  <Money cents={wallet.balance_cents} />
                </dd>
              </div>
              <div>
                <dt className="stat-label">Held by requests in flight</dt>
                <dd className="stat" data-figure="held">
                  <Money cents={wallet.held_cents} />
                </dd>
              </div>
              <div>
                <dt className="stat-label">Available to spend</dt>
                <dd className="stat" data-figure="available">
                  <Money cents={wallet.balance_cents - wallet.held_cents} />
                </dd>
              </div>
            </dl>
            <p className="hint">
              This is the wallet of the workspace chosen at the top of the page. While an agent's live request runs, Proctor holds its
              worst-case cost; when the request ends it charges what the request really cost and releases the rest. A live request
              starts only if its worst-case cost is available. Test-mode requests never cost anything.
            </p>
          </>
        )}
      </QueryView>
    </Section>
  );
}

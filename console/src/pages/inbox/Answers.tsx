import type { AgentRequest } from '@proctor/sdk';
import { errorMessage } from '../../lib/api';

/** An answer given on this page: what the server recorded, or why it refused. */
export type Answer = { key: number; verdict: 'resolved' | 'dismissed'; title: string } & ({ request: AgentRequest } | { error: unknown });

function outcome(request: AgentRequest): string {
  if (request.status === 'dismissed') return request.response ? `Dismissed, with the note “${request.response}”.` : 'Dismissed.';
  return `Resolved: the agent reads “${request.response}”.`;
}

/**
 * The answers given on this page, newest first, each until dismissed: the card leaves the inbox
 * once answered, so what became of it is said here.
 */
export function Answers({ answers, dismiss }: { answers: Answer[]; dismiss: (key: number) => void }) {
  if (answers.length === 0) return null;
  return (
    <ul className="decisions" aria-label="Your answers">
      {answers.map((answer) => {
        const failed = 'error' in answer;
        return (
          <li key={answer.key} className={failed ? 'decision decision-error' : 'decision'} role={failed ? 'alert' : 'status'}>
            <p>
              <strong>{answer.title}</strong>{' '}
              {failed ? (
                <>
                  could not be {answer.verdict}: {errorMessage(answer.error)}
                </>
              ) : (
                outcome(answer.request)
              )}
            </p>
            <div className="decision-actions">
              <button type="button" className="secondary" onClick={() => dismiss(answer.key)} aria-label={`Hide the message about ${answer.title}`}>
                Hide
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

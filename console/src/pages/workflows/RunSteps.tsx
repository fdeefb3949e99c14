import { Link } from 'react-router';
import type { WorkflowStepRun } from '@proctor/sdk';
import { Badge, Id, JsonBlock, Money, When } from '../../components/Format';
import { took } from './json';

/** Retrying a failed step of a failed run: what the run page passes while the run has failed. */
export interface StepRetry {
  onRetry: (label: string) => void;
  /** The label of the step being retried, while its call is under way. */
  pending: string | undefined;
}

/**
 * Each attempt of each step, in the order made (retries after the first attempts): its status,
 * timings, cost, and what it gave or why it failed; with `retry`, a Retry button on the last
 * attempt of each step that failed.
 */
export function RunSteps({ steps, retry }: { steps: WorkflowStepRun[]; retry?: StepRetry }) {
  const last = new Map<string, number>();
  for (const step of steps) last.set(step.label, Math.max(step.attempt, last.get(step.label) ?? 0));
  return (
    <ol className="workflow-steps" aria-label="Steps">
      {steps.map((step) => (
        <WorkflowStepItem
          key={`${step.label}-${step.attempt}`}
          step={step}
          retry={retry && step.status === 'failed' && last.get(step.label) === step.attempt ? retry : undefined}
        />
      ))}
    </ol>
  );
}

function WorkflowStepItem({ step, retry }: { step: WorkflowStepRun; retry: StepRetry | undefined }) {
  const duration = took(step.started_at, step.finished_at);
  return (
    <li className="workflow-step">
      <h3>
        {step.label} <span className="hint">({step.type.replace(/_/g, ' ')})</span> <Badge value={step.status} />
      </h3>
      <dl className="facts">
        {step.attempt > 1 && (
          <>
            <dt>Attempt</dt>
            <dd>{step.attempt}</dd>
          </>
        )}
        <dt>Started</dt>
        <dd>{step.started_at ? <When iso={step.started_at} /> : 'Not yet'}</dd>
        <dt>Finished</dt>
        <dd>
          {step.finished_at ? <When iso={step.finished_at} /> : '—'}
          {duration && <span className="hint"> (took {duration})</span>}
        </dd>
        <dt>Cost</dt>
        <dd>
          <Money cents={step.cost_cents} />
        </dd>
        {step.service_request_id && (
          <>
            <dt>Request</dt>
            <dd>
              <Link to={`/requests/${step.service_request_id}`}>
                <Id value={step.service_request_id} />
              </Link>
            </dd>
          </>
        )}
      </dl>
      {step.error && (
        <p className="form-error">
          <strong>Error:</strong> {step.error}
        </p>
      )}
      {retry && (
        <p>
          <button
            type="button"
            onClick={() => retry.onRetry(step.label)}
            disabled={retry.pending !== undefined}
            aria-busy={retry.pending === step.label}
            aria-label={`Retry ${step.label}`}
          >
            {retry.pending === step.label ? 'Retrying…' : 'Retry'}
          </button>{' '}
          <span className="hint">Runs it again as attempt {step.attempt + 1}, then the steps it held back; what completed is kept.</span>
        </p>
      )}
      {step.output !== null && step.output !== undefined && <JsonBlock value={step.output} label={`Output of ${step.label}`} />}
    </li>
  );
}

import { Link } from 'react-router';
import type { WorkflowStepRun } from '@proctor/sdk';
import { Badge, Id, JsonBlock, Money, When } from '../../components/Format';
import { took } from './json';

/** Each attempt of each step, in the version's order: its status, timings, cost, and what it gave or why it failed. */
export function RunSteps({ steps }: { steps: WorkflowStepRun[] }) {
  return (
    <ol className="workflow-steps" aria-label="Steps">
      {steps.map((step) => (
        <WorkflowStepItem key={`${step.label}-${step.attempt}`} step={step} />
      ))}
    </ol>
  );
}

function WorkflowStepItem({ step }: { step: WorkflowStepRun }) {
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
      {step.output !== null && step.output !== undefined && <JsonBlock value={step.output} label={`Output of ${step.label}`} />}
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import type { Waiting } from './waiting';

export type RunNodeData = {
  label: string;
  type: string;
  status: string;
  attempt: number;
  waiting: Waiting | undefined;
};

/**
 * A step of a run on its version's graph: coloured and bordered by its status, which is also
 * written on it, and for a waiting step what it waits for, linked to where that is decided.
 */
export function RunNode({ data }: NodeProps<Node<RunNodeData>>) {
  const { label, type, status, attempt, waiting } = data;
  return (
    <div className={`step-node run-node run-node-${status}`}>
      <Handle type="target" position={Position.Top} isConnectable={false} className="step-handle" />
      <strong>
        {label}
        <span className={`badge badge-${status} run-badge`}>{status}</span>
      </strong>
      <span className="step-node-type">
        {type.replace(/_/g, ' ')}
        {attempt > 1 && `, attempt ${attempt}`}
      </span>
      {waiting && (waiting.requestId ? <RequestWaiting waiting={waiting} requestId={waiting.requestId} /> : <WaitingText waiting={waiting} />)}
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="step-handle" />
    </div>
  );
}

function WaitingText({ waiting }: { waiting: Waiting }) {
  return (
    <span className="run-node-why">
      {waiting.text}
      {waiting.link && (
        <>
          {' → '}
          <Link className="nodrag nopan" to={waiting.link.to}>
            {waiting.link.text}
          </Link>
        </>
      )}
    </span>
  );
}

/** A dispatched step waits on its request: for a person's approval when the request says so, else for the provider. */
function RequestWaiting({ waiting, requestId }: { waiting: Waiting; requestId: string }) {
  const request = useQuery({ queryKey: ['service-requests', requestId], queryFn: () => api.serviceRequests.retrieve(requestId) });
  const approval = request.data?.status === 'approval_required' ? request.data.approval_id : undefined;
  return <WaitingText waiting={approval ? { text: 'waiting for approval', link: { to: `/approvals#${approval}`, text: 'Approvals' } } : waiting} />;
}

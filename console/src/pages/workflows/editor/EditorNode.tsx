import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';

export type EditorNodeData = {
  label: string;
  type: string;
  /** How many problems the server found in the step at its last save. */
  problems: number;
  open: boolean;
  onOpen: () => void;
};

/**
 * A step in the editor's graph: a button that opens its form, between the handle edges come in
 * by (above) and the one they are dragged out of (below). A step with problems says how many,
 * in words as well as in red.
 */
export function EditorNode({ data }: NodeProps<Node<EditorNodeData>>) {
  const { label, type, problems, open, onOpen } = data;
  return (
    <div className={`step-node${problems > 0 ? ' step-node-invalid' : ''}${open ? ' step-node-open' : ''}`}>
      <Handle type="target" position={Position.Top} className="step-handle" />
      {/* Named by what it shows ("Step Check condition 1 problem"), so that a voice command saying what is seen reaches it. */}
      <button type="button" className="step-node-button nodrag nopan" onClick={onOpen} aria-pressed={open}>
        <span className="visually-hidden">Step </span>
        <strong>{label}</strong> <span className="step-node-type">{type.replace(/_/g, ' ')}</span>{' '}
        {problems > 0 && (
          <span className="step-node-problems">
            {problems} problem{problems > 1 ? 's' : ''}
          </span>
        )}
      </button>
      <Handle type="source" position={Position.Bottom} className="step-handle" />
    </div>
  );
}

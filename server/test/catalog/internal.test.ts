import { describe, expect, it } from 'vitest';
import { internalHandler, registerInternalHandler } from '../../src/domain/catalog/internal.js';
import { workflowRun } from '../../src/domain/catalog/operations/workflow.js';
import { registerInternalHandlers } from '../../src/internal-operations.js';
import { startWorkflowRun } from '../../src/domain/workflows/run-operation.js';
import { hashingEmbedder } from '../support/hashing-embedder.js';

// Each test file runs in a module context of its own: nothing has registered a handler yet here.
describe('internal operations’ handlers, registered at start-up', () => {
  it('an internal operation with no handler registered is an error naming it, not a quiet answer', () => {
    expect(() => internalHandler(workflowRun)).toThrow('No handler is registered for the internal operation workflow.run');
  });

  it('start-up registers workflow.run’s handler; registering it again changes nothing, another handler is refused', () => {
    registerInternalHandlers({ embedder: hashingEmbedder() });
    expect(internalHandler(workflowRun)).toBe(startWorkflowRun);
    registerInternalHandlers({ embedder: hashingEmbedder() });
    expect(internalHandler(workflowRun)).toBe(startWorkflowRun);
    expect(() => registerInternalHandler(workflowRun, () => Promise.resolve({ status: 'failed', detail: 'another' }))).toThrow('workflow.run has a handler already');
  });
});

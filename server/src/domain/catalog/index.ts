export { agentDocs, type AgentDocs, type OperationDocs } from './agent-docs.js';
export { CATALOG, getOperation, OPERATIONS, resolveOperation, type Operation } from './registry.js';

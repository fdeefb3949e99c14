export { agentDocs, ZAgentDocsSchema, type AgentDocs } from './agent-docs.js';
export { CATALOG, getOperation, OPERATIONS, resolveOperation, type Operation } from './registry.js';

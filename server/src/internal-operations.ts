import { internalHandler, registerInternalHandler, registerInternalServices, type InternalServices } from './domain/catalog/internal.js';
import { deviceCommand } from './domain/catalog/operations/device.js';
import { knowledgeQuery } from './domain/catalog/operations/knowledge.js';
import { documentExtractText } from './domain/catalog/operations/document.js';
import { storageGetObject, storagePutObject } from './domain/catalog/operations/storage.js';
import { extractDocumentText } from './domain/documents/extract-operation.js';
import { workflowRun } from './domain/catalog/operations/workflow.js';
import { CATALOG, OPERATIONS } from './domain/catalog/registry.js';
import { commandGrantedDevice } from './domain/devices/command-operation.js';
import { queryGrantedCollection } from './domain/knowledge/query-operation.js';
import { getAgentObject, putAgentObject } from './domain/storage/object-operations.js';
import { startWorkflowRun } from './domain/workflows/run-operation.js';

/**
 * Registers the handler of each internal operation (domain/catalog/internal.ts), and the server's
 * services they use (its embedder, for knowledge.query): the features do
 * the work the catalog only defines, and the catalog imports none of them. Called once at start-up
 * by whatever serves dispatches (server.ts; the tests' app). Then every internal operation of the
 * catalog has its handler, or this throws naming the one that has none: a server wired wrong does
 * not start.
 */
export function registerInternalHandlers(services: InternalServices): void {
  registerInternalServices(services);
  registerInternalHandler(workflowRun, startWorkflowRun);
  registerInternalHandler(knowledgeQuery, queryGrantedCollection);
  registerInternalHandler(deviceCommand, commandGrantedDevice);
  registerInternalHandler(storagePutObject, putAgentObject);
  registerInternalHandler(storageGetObject, getAgentObject);
  registerInternalHandler(documentExtractText, extractDocumentText);
  for (const name of OPERATIONS) {
    const definition = CATALOG[name];
    if (definition.internal) internalHandler(definition);
  }
}

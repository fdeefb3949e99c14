import type { TestProject } from 'vitest/node';
import { bootstrap, startServer, type Bootstrapped } from './live-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server and the organization, token and agent keys bootstrapped on it. */
    live: Bootstrapped;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  try {
    project.provide('live', await bootstrap(server.baseURL));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return async () => {
    await server.stop();
  };
}

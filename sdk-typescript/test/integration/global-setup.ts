import type { TestProject } from 'vitest/node';
import { bootstrap, startServer } from './live-server.mjs';

export interface LiveServer {
  baseURL: string;
  email: string;
  password: string;
  cookie: string;
  token: string;
  agentId: string;
  agentKey: string;
  testAgentKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    live: LiveServer;
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

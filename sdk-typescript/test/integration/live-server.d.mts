export interface StartedServer {
  baseURL: string;
  stop(): Promise<void>;
}
export interface Bootstrapped {
  baseURL: string;
  email: string;
  password: string;
  cookie: string;
  token: string;
  agentId: string;
  agentKey: string;
  testAgentKey: string;
}
export function startServer(options?: { log?: boolean }): Promise<StartedServer>;
export function bootstrap(baseURL: string): Promise<Bootstrapped>;

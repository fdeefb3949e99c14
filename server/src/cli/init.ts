import type { AgentBindingUpsertParams, AgentDocs, AuthSignupParams, Proctor } from '@proctor/sdk';
import { Command, Option } from 'commander';
import { rotateAgentKeyMeta } from '../routers/agents/rotate-key.types.js';
import { apiPath } from '../trpc/api-path.js';
import { VERSION } from '../version.js';
import { EXIT } from './exit-codes.js';
import { ApiCallError, apiClient, CliError, exitWith, send, sessionCookieFrom, withSession } from './api-client.js';
import { ask, canPrompt, readPassword } from './prompt.js';
import { baseUrlOf, defaultUrl } from './server-url.js';
import { exportLines } from './shell.js';
import { mintToken } from './token.js';

interface InitOptions {
  url?: string;
  email?: string;
  passwordStdin?: boolean;
  name?: string;
  orgName?: string;
  agentName: string;
  live?: boolean;
  login?: boolean;
}

/**
 * The limits of every binding init makes: room to try each operation a hundred times a day, and
 * a monthly cap of the size of the free trial balance (PROCTOR_TRIAL_BALANCE_CENTS' default), so
 * that a leaked live key spends no more than that per operation. Test mode meets them too (docs/dispatch.md).
 */
const INIT_BINDING_LIMITS = { daily_limit: 100, monthly_budget_cents: 500 } satisfies Partial<AgentBindingUpsertParams>;

const say = (line: string) => process.stderr.write(`${line}\n`);

function missing(what: string, how: string): never {
  throw new CliError(`${what} is needed and there is no terminal to ask on; pass ${how}`, EXIT.usage);
}

/**
 * The operations init binds: those of the catalog that need no connected app, so each one works
 * in test mode on its sandbox at cost 0 and, once its provider is configured, in live mode.
 */
const sandboxReadyOperations = (docs: AgentDocs): string[] =>
  docs.operations.filter((operation) => operation.requires_connected_app === null).map((operation) => operation.operation);

async function signIn(api: Proctor, options: InitOptions, email: string, password: string): Promise<string> {
  const login = async (): Promise<string> => {
    const { data, response } = await send(api.baseURL, api.auth.login({ email, password }));
    say(`Signed in as ${data.user.email}, ${data.role} of "${data.organization.name}" (${data.organization.id}).`);
    return sessionCookieFrom(response.headers);
  };
  if (options.login) return login();
  const orgName = options.orgName ?? (canPrompt() ? (await ask('Organization name (Enter to let the server name it): ')) || undefined : undefined);
  const body: AuthSignupParams = { email, password, name: options.name, org_name: orgName };
  try {
    const { data, response } = await send(api.baseURL, api.auth.signup(body));
    say(`Signed up as ${data.user.email}: organization "${data.organization.name}" (${data.organization.id}).`);
    return sessionCookieFrom(response.headers);
  } catch (error) {
    if (!(error instanceof ApiCallError && error.code === 'conflict')) throw error;
    say(`${email} already has an account; signing in with the same password instead.`);
    return login();
  }
}

/**
 * The agent init works on, and its key of the mode `shown`: the agent of that name it made
 * before in the organization, when there is one (init run again: its key of that mode is rotated,
 * since keys are shown only once, and the one printed before stops working, as init says), else
 * a new one. `reused` tells which.
 */
async function agentFor(
  baseUrl: string,
  api: Proctor,
  name: string,
  shown: 'live' | 'test',
): Promise<{ agent: { id: string; name: string }; key: string; reused: boolean }> {
  for await (const agent of api.agents.list()) {
    if (agent.name !== name) continue;
    const { data: rotated } = await send(baseUrl, api.agents.rotateKey(agent.id, { mode: shown }));
    say(
      `Agent "${agent.name}" (${agent.id}) already exists: reusing it rather than making a second. ` +
        `Its ${shown} key was rotated to print it: the one printed before stops working now. ` +
        `Pass --agent-name for another agent.`,
    );
    return { agent, key: rotated.api_key, reused: true };
  }
  const { data: created } = await send(baseUrl, api.agents.create({ name }));
  say(`Created agent "${created.agent.name}" (${created.agent.id}).`);
  return { agent: created.agent, key: shown === 'live' ? created.api_key : created.test_api_key, reused: false };
}

async function init(options: InitOptions): Promise<void> {
  const baseUrl = baseUrlOf(options.url ?? process.env.PROCTOR_BASE_URL ?? defaultUrl());
  // Without a terminal to ask on, what is missing is a usage error, found before any call.
  const interactive = canPrompt();
  if (!interactive && options.email === undefined) missing('an email', '--email <email>');
  if (!interactive && !options.passwordStdin && !process.env.PROCTOR_PASSWORD) missing('a password', '--password-stdin or PROCTOR_PASSWORD');
  const api = apiClient(baseUrl);
  // The catalog first: it is public, so this finds out whether a server is there before asking anything.
  const { data: docs } = await send(baseUrl, api.agentDocs.retrieve());
  if (!Array.isArray((docs as Partial<AgentDocs> | undefined)?.operations)) {
    throw new CliError(`${baseUrl} answered the agent docs in a shape proctor ${VERSION} does not know; is the server the same version?`);
  }
  const email = options.email ?? (await ask('Email: '));
  const password = await readPassword(options.passwordStdin);

  const cookie = await signIn(api, options, email, password);
  // The session only mints the token; everything after runs on the token, as a script or CI would.
  const token = await mintToken(api, cookie, 'proctor init');
  await send(baseUrl, api.auth.logout(withSession(baseUrl, cookie)));
  say(`Minted personal access token "${token.name}" (${token.id}).`);
  const management = apiClient(baseUrl, token.token);

  const [shown, other] = options.live ? (['live', 'test'] as const) : (['test', 'live'] as const);
  const { agent, key, reused } = await agentFor(baseUrl, management, options.agentName, shown);

  // A reused agent keeps the bindings it has, with whatever limits a person has set on them since:
  // init adds only the operations it lacks, and never loosens a limit.
  const bound = new Set<string>();
  if (reused) for await (const binding of management.agents.bindings.list(agent.id)) bound.add(binding.operation);
  const operations = sandboxReadyOperations(docs).filter((operation) => !bound.has(operation));
  for (const operation of operations) {
    await send(baseUrl, management.agents.bindings.upsert(agent.id, { operation, ...INIT_BINDING_LIMITS }));
  }
  if (operations.length > 0) {
    say(
      `Bound ${operations.length} operations, each at most ${INIT_BINDING_LIMITS.daily_limit} requests a day and ` +
        `${INIT_BINDING_LIMITS.monthly_budget_cents} cents a month: ${operations.join(', ')}.`,
    );
  }
  if (bound.size > 0) say(`Left its ${bound.size} bindings as they are.`);

  process.stdout.write(
    exportLines({
      PROCTOR_BASE_URL: baseUrl,
      PROCTOR_TOKEN: token.token,
      PROCTOR_AGENT_KEY: key,
      PROCTOR_AGENT_ID: agent.id,
    }),
  );
  const rotate = rotateAgentKeyMeta.openapi!;
  const rotatePath = apiPath(rotateAgentKeyMeta).replace('{id}', '$PROCTOR_AGENT_ID');
  say(
    `The token and the agent's ${shown} key are shown only this once: keep them.` +
      (shown === 'test' ? ' The test key runs on the sandboxes at cost 0.' : ' The live key spends the wallet.') +
      `\nThe agent's ${other} key was not printed; to get one, rotate it (the old one stops working at once):\n` +
      `  curl -X ${rotate.method} -H "Authorization: Bearer $PROCTOR_TOKEN" -H 'Content-Type: application/json' ` +
      `-d '{"mode":"${other}"}' "$PROCTOR_BASE_URL${rotatePath}"`,
  );
}

export const initCommand = () =>
  new Command('init')
    .description(
      'Sign up (or log in) on a running server, mint a personal access token, create an agent bound to every operation that needs no connected app (run again, reuse the agent of that name and rotate its printed key), and print export lines for PROCTOR_BASE_URL, PROCTOR_TOKEN, PROCTOR_AGENT_KEY and PROCTOR_AGENT_ID: eval "$(proctor init …)" or proctor init … > .env. Prompts on a terminal for what is missing.',
    )
    .addOption(new Option('--url <url>', 'the server (env PROCTOR_BASE_URL, default the address pnpm start listens on)'))
    .addOption(new Option('--email <email>', 'your account'))
    .addOption(new Option('--password-stdin', 'read the password from the first line of stdin (else env PROCTOR_PASSWORD, else a prompt)'))
    .addOption(new Option('--name <name>', 'your name, on sign-up'))
    .addOption(new Option('--org-name <name>', "your organization's name, on sign-up"))
    .addOption(new Option('--agent-name <name>', 'the agent to create').default('My first agent'))
    .addOption(new Option('--live', 'print the live key instead of the test key'))
    .addOption(new Option('--login', 'log in to an existing account instead of signing up'))
    .action((options: InitOptions) => init(options).catch(exitWith));

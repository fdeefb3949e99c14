import { Command, Option } from 'commander';
import { apiClient, CliError, exitWith, send, sessionCookieFrom, withSession } from './api-client.js';
import { withPasswordSession } from './connection.js';
import { EXIT } from './exit-codes.js';
import { ask, canPrompt, readFirstLine, readPassword } from './prompt.js';
import { baseUrlOf, defaultUrl } from './server-url.js';
import { mintToken } from './token.js';
import { deleteUserConfig, readUserConfig, userConfigPath, writeUserConfig } from './user-config.js';

interface LoginOptions {
  url?: string;
  email?: string;
  passwordStdin?: boolean;
  tokenStdin?: boolean;
}

const say = (line: string) => process.stderr.write(`${line}\n`);

/** Personal access tokens start so (the spec's credential table): what tells a pasted token from an email. */
const TOKEN_PREFIX = 'service_pat_';

/** Where to log in: --url, else PROCTOR_URL, else asked on a terminal (the saved or default server offered), else that server. */
async function loginUrl(options: LoginOptions): Promise<string> {
  if (options.url) return baseUrlOf(options.url);
  if (process.env.PROCTOR_URL) return baseUrlOf(process.env.PROCTOR_URL, 'PROCTOR_URL');
  const offered = readUserConfig()?.url ?? defaultUrl();
  if (!canPrompt()) return offered;
  return baseUrlOf((await ask(`Server URL [${offered}]: `)) || offered, 'the server URL');
}

/**
 * The token to keep: one pasted (--token-stdin, or at the prompt), else one minted with a
 * password sign-in, whose session ends at once: the token is the one credential kept.
 */
async function obtainToken(baseUrl: string, options: LoginOptions): Promise<{ token: string; tokenId: string | null; email: string | null }> {
  if (options.tokenStdin) return { token: (await readFirstLine()).trim(), tokenId: null, email: null };
  let email = options.email;
  if (email === undefined) {
    if (!canPrompt()) throw new CliError('nothing to log in with and no terminal to ask on; pass --token-stdin, or --email with --password-stdin or PROCTOR_PASSWORD', EXIT.usage);
    const answer = await ask('Email (or paste a personal access token): ');
    if (answer.startsWith(TOKEN_PREFIX)) return { token: answer, tokenId: null, email: null };
    email = answer;
  }
  const password = await readPassword(options.passwordStdin);
  const api = apiClient(baseUrl);
  const { response } = await send(baseUrl, api.auth.login({ email, password }));
  const cookie = sessionCookieFrom(response.headers);
  try {
    const minted = await mintToken(api, cookie, 'proctor login');
    say(`Minted personal access token "${minted.name}" (${minted.id}).`);
    return { token: minted.token, tokenId: minted.id, email };
  } finally {
    await send(baseUrl, api.auth.logout(withSession(baseUrl, cookie))).catch(() => undefined);
  }
}

async function login(options: LoginOptions): Promise<void> {
  const baseUrl = await loginUrl(options);
  const { token, tokenId, email } = await obtainToken(baseUrl, options);
  if (!token.startsWith(TOKEN_PREFIX)) throw new CliError(`that is not a personal access token (they start ${TOKEN_PREFIX})`, EXIT.usage);
  // Checked before it is kept: a mistyped token is said now, not at the next command.
  const { data: session } = await send(baseUrl, apiClient(baseUrl, token).auth.session());
  const previous = readUserConfig();
  const file = writeUserConfig({ url: baseUrl, token, token_id: tokenId, email: email ?? session.user.email });
  say(`Logged in to ${baseUrl} as ${session.user.email}, ${session.role} of "${session.organization.name}" (${session.organization.id}); saved in ${file}.`);
  if (previous?.token_id && previous.token !== token) {
    say(`The token of the previous login (${previous.token_id}) still works until it is revoked in the console.`);
  }
}

async function logout(options: { revoke?: boolean; passwordStdin?: boolean }): Promise<void> {
  const saved = readUserConfig();
  if (!saved) {
    say(`Not logged in (no ${userConfigPath()}); nothing to do.`);
    return;
  }
  if (options.revoke) {
    if (!saved.token_id) throw new CliError('the saved token was pasted, not minted by proctor login: revoke it where it was made (the console)', EXIT.usage);
    // Tokens are revoked with a session only (the personal-tokens router), so this asks for the password.
    await withPasswordSession(saved.email ?? undefined, options.passwordStdin, (session, api) => send(saved.url, api.personalTokens.delete(saved.token_id!, session)));
    say(`Revoked the personal access token ${saved.token_id}.`);
  }
  deleteUserConfig();
  say(`Logged out of ${saved.url}: removed ${userConfigPath()}.`);
  if (!options.revoke && saved.token_id) say(`The token ${saved.token_id} still works until revoked: proctor logout --revoke next time, or the console.`);
}

export const loginCommand = () =>
  new Command('login')
    .description(
      'Keep a personal access token for the client commands, in the user config directory (file mode 0600): one minted with your email and password (an admin or owner may mint tokens), or one pasted (--token-stdin, or at the prompt). PROCTOR_TOKEN, when set, is used instead.',
    )
    .addOption(new Option('--url <url>', 'the server (env PROCTOR_URL; else asked on a terminal)'))
    .addOption(new Option('--email <email>', 'sign in with this account and mint a token'))
    .addOption(new Option('--password-stdin', 'read the password from the first line of stdin (else env PROCTOR_PASSWORD, else a prompt)'))
    .addOption(new Option('--token-stdin', 'keep the personal access token read from the first line of stdin').conflicts(['email', 'passwordStdin']))
    .action((options: LoginOptions) => login(options).catch(exitWith));

export const logoutCommand = () =>
  new Command('logout')
    .description('Forget the saved token (removes the config file); with --revoke, also revoke the token login minted, which needs your password')
    .addOption(new Option('--revoke', 'revoke the token on the server too'))
    .addOption(new Option('--password-stdin', 'with --revoke: read the password from the first line of stdin (else env PROCTOR_PASSWORD, else a prompt)'))
    .action((options: { revoke?: boolean; passwordStdin?: boolean }) => logout(options).catch(exitWith));

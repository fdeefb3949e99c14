import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { CliError } from './api-client.js';

/**
 * What `proctor login` keeps for the client commands: the server, the personal access token, and
 * what logout needs to revoke the token it minted (its id) and a password sign-in to reuse (the email).
 */
const ZUserConfigSchema = z.object({
  url: z.string(),
  token: z.string(),
  token_id: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
});

export type UserConfig = z.infer<typeof ZUserConfigSchema>;

/**
 * The user's configuration directory for proctor: $XDG_CONFIG_HOME/proctor when it is set (on
 * every platform: whoever sets it means it), else the platform's own place: %APPDATA%\proctor on
 * Windows, ~/Library/Application Support/proctor on macOS, ~/.config/proctor elsewhere.
 */
export function userConfigDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home = os.homedir()): string {
  // The XDG spec ignores a relative value.
  if (env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME)) return path.join(env.XDG_CONFIG_HOME, 'proctor');
  if (platform === 'win32') return path.join(env.APPDATA || path.join(home, 'AppData', 'Roaming'), 'proctor');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'proctor');
  return path.join(home, '.config', 'proctor');
}

export const userConfigPath = (): string => path.join(userConfigDir(), 'config.json');

/** The saved configuration, or null before the first login (or after logout). */
export function readUserConfig(): UserConfig | null {
  const file = userConfigPath();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CliError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const config = ZUserConfigSchema.safeParse(parsed);
  if (!config.success) throw new CliError(`${file} is not a proctor configuration: run proctor logout, then proctor login`);
  return config.data;
}

/**
 * Saves the configuration readable by its owner only (the token in it acts as them): the directory
 * 0700 and the file 0600, written whole to a temporary file first so that a crash never leaves half
 * a token. Modes mean nothing on Windows, where the directory under %APPDATA% is the user's own.
 */
export function writeUserConfig(config: UserConfig): string {
  const dir = userConfigDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = path.join(dir, 'config.json');
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  return file;
}

export function deleteUserConfig(): void {
  rmSync(userConfigPath(), { force: true });
}

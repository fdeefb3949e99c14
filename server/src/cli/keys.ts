import { Command } from 'commander';
import { CliError, exitWith } from './api-client.js';

async function reseal(): Promise<void> {
  // The database's modules, loaded when the command runs (cli.ts says why).
  const { onDatabase } = await import('./on-database.js');
  const { resealTokens } = await import('../domain/connected-apps/reseal.js');
  const { tokenBoxOf } = await import('../domain/connected-apps/token-box.js');
  await onDatabase(async (db, config) => {
    const box = tokenBoxOf(config);
    if (!box) throw new CliError('no encryption key: set PROCTOR_ENCRYPTION_KEY (with DATABASE_URL it is required)');
    const { apps, states, triggers } = await resealTokens(db, box);
    process.stdout.write(
      `proctor: re-sealed the tokens of ${apps} connected app(s) and ${states} install(s) under way, and the signing secrets of ${triggers} trigger(s), with the current key\n`,
    );
  });
}

export const keysCommand = () => {
  const keys = new Command('keys').description("The key connected apps' tokens and triggers' signing secrets are sealed with (PROCTOR_ENCRYPTION_KEY)");
  keys
    .command('reseal')
    .description(
      'After a rotation (the new key in PROCTOR_ENCRYPTION_KEY, the old ones in PROCTOR_ENCRYPTION_PREVIOUS_KEYS): re-seal every token and signing secret an older key sealed with the current one, so that the old keys can be dropped. Safe while proctor serve runs.',
    )
    .action(() => reseal().catch(exitWith));
  return keys;
};

import { Command } from 'commander';
import type { PlatformAdminAccount } from '../domain/billing/platform-admins.js';
import { exitWith } from './api-client.js';

// The database's modules are imported when a command runs (cli.ts says why).

const print = (lines: string[]) => process.stdout.write(lines.map((line) => `${line}\n`).join(''));

/**
 * The account as the operator must check it before trusting it: anyone may sign up with any
 * address, so an account made by a stranger shows by its age and its organizations.
 */
function describeAccount(account: PlatformAdminAccount): string[] {
  const organizations = account.organizations.map((org) => `${org.name} (${org.id}, ${org.role})`).join('; ');
  return [
    `  account     ${account.userId}, created ${account.createdAt.toISOString()}`,
    `  member of   ${organizations || 'no organization'}`,
    ...(account.grantedAt ? [`  admin since ${account.grantedAt.toISOString()}`] : []),
  ];
}

async function grant(email: string): Promise<void> {
  const { onDatabase } = await import('./on-database.js');
  const { grantPlatformAdmin } = await import('../domain/billing/platform-admins.js');
  await onDatabase(async (db) => {
    const { account, granted } = await grantPlatformAdmin(db, email);
    print([
      granted ? `proctor: ${account.email} is now a platform admin` : `proctor: ${account.email} was already a platform admin; nothing changed`,
      ...describeAccount(account),
      'Anyone may sign up with any address: check that this account is the person you mean (proctor admin revoke undoes it).',
    ]);
  });
}

async function revoke(email: string): Promise<void> {
  const { onDatabase } = await import('./on-database.js');
  const { revokePlatformAdmin } = await import('../domain/billing/platform-admins.js');
  await onDatabase(async (db) => {
    const { account, revoked } = await revokePlatformAdmin(db, email);
    print([revoked ? `proctor: ${account.email} is no longer a platform admin` : `proctor: ${account.email} was not a platform admin; nothing changed`]);
  });
}

async function list(): Promise<void> {
  const { onDatabase } = await import('./on-database.js');
  const { listPlatformAdmins } = await import('../domain/billing/platform-admins.js');
  await onDatabase(async (db) => {
    const admins = await listPlatformAdmins(db);
    print(admins.length === 0 ? ['proctor: no platform admins'] : admins.flatMap((admin) => [admin.email, ...describeAccount(admin)]));
  });
}

export const adminCommand = () => {
  const admin = new Command('admin').description(
    "Platform admins (they manage promo codes), by account, on DATABASE_URL or the embedded PostgreSQL in PROCTOR_DATA_DIR, whether or not proctor serve is running on it. The server's command line is the only way to grant them: the API never does.",
  );
  admin
    .command('grant')
    .description("Make the account of <email> a platform admin; prints the account's creation time and organizations, to check it is the person you mean")
    .argument('<email>', 'the email of an existing account')
    .action((email: string) => grant(email).catch(exitWith));
  admin
    .command('revoke')
    .description('Take platform-admin rights from the account of <email>; they end at its next request')
    .argument('<email>', 'the email of the account')
    .action((email: string) => revoke(email).catch(exitWith));
  admin
    .command('list')
    .description('Print every platform admin with its account')
    .action(() => list().catch(exitWith));
  return admin;
};

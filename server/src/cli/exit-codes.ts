import type { Command } from 'commander';

/**
 * The exit codes of every proctor command, the one table of them (docs/cli.md prints it): a
 * script tells "log in first" and "no such id" from a failure without reading the message.
 */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** Anything else: the server refused or failed, no server answered, the audit chain is broken. */
  error: 1,
  /** Bad arguments or options (commander's own, or the server's 400 invalid_request), or something needed and no terminal to ask on. */
  usage: 2,
  /** No credential (no PROCTOR_TOKEN, never logged in), or the server refused it (401) or its permissions (403). */
  auth: 3,
  /** The id or name given names nothing the credential can see (404). */
  notFound: 4,
  /** Ctrl-C at a prompt, as shells report SIGINT (128 + 2). */
  interrupted: 130,
} as const;

/** The exit code of a call the server answered with `status`. */
export function exitCodeOfStatus(status: number): number {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  if (status === 400) return EXIT.usage;
  return EXIT.error;
}

/**
 * Commander's own errors (an unknown command or option, a missing or invalid argument) exit with
 * `usage` rather than its 1, on every command of the tree; help and --version stay 0.
 */
export function exitOnUsageErrors(command: Command): void {
  command.exitOverride((error) => process.exit(error.exitCode === 0 ? EXIT.ok : EXIT.usage));
  command.commands.forEach(exitOnUsageErrors);
}

import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '../logger.js';
import { DatabaseStartError } from './start-error.js';

/**
 * Which Proctor started the embedded PostgreSQL of a data directory, so that a start can tell a
 * postmaster a live Proctor holds from one a killed Proctor left behind.
 *
 * A Proctor killed with SIGKILL (kill -9, the OOM killer) runs no exit hook: its postmaster lives
 * on, re-parented to PID 1 (or a subreaper), and PostgreSQL refuses the directory to a new
 * postmaster while it runs, so a supervisor restarting Proctor would fail forever. So once its
 * postmaster is up, Proctor writes `<data dir>/postmaster.owner`: its own PID and the
 * postmaster's. At the next start, a running postmaster that the file names is
 * - held, when its parent is still the Proctor the file names: the start is refused, naming it;
 * - orphaned, when its parent is anything else: it is stopped with a fast shutdown (SIGINT: its
 *   clients cut, their transactions rolled back, a checkpoint), and the start goes on.
 * Comparing the parent, rather than asking whether the named PID is alive, is what survives PID
 * reuse (in a container a restarted Proctor often gets the very PID the killed one had): a process
 * is re-parented only when its parent dies, to a process that was alive then, so its new parent
 * can never carry the dead one's PID. A postmaster the file does not name (started by hand, or by
 * a Proctor killed in the moment between its postmaster's start and the file's write) is left
 * alone, and PostgreSQL's own refusal stands.
 */
const OWNER_FILE = 'postmaster.owner';
/** A fast shutdown writes a checkpoint first; a busy cluster may take a while. */
const STOP_TIMEOUT_MS = 60_000;

interface Owner {
  proctor: number;
  postmaster: number;
}

/** The postmaster's PID, the first line of the postmaster.pid PostgreSQL keeps in its cluster. */
export async function postmasterPid(clusterDir: string): Promise<number | undefined> {
  const lines = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(lines?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function recordOwner(dataDir: string, postmaster: number): Promise<void> {
  const owner: Owner = { proctor: process.pid, postmaster };
  await writeFile(path.join(dataDir, OWNER_FILE), `${JSON.stringify(owner)}\n`);
}

export async function forgetOwner(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, OWNER_FILE), { force: true });
}

async function readOwner(dataDir: string): Promise<Owner | undefined> {
  try {
    const owner = JSON.parse(await readFile(path.join(dataDir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    return Number.isInteger(owner.proctor) && Number.isInteger(owner.postmaster) ? (owner as Owner) : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface ProcessInfo {
  parent: number;
  /** The command line, its arguments joined by spaces. */
  command: string;
}

/** A process's parent and command line: from /proc on Linux (slim containers have no ps), else from ps. */
async function processInfo(pid: number): Promise<ProcessInfo | undefined> {
  const [stat, cmdline] = await Promise.all([
    readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined),
    readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined),
  ]);
  // "pid (command) state ppid …", where the command may hold spaces and parentheses.
  if (stat !== undefined && cmdline !== undefined) {
    return { parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), command: cmdline.split('\0').join(' ') };
  }
  const { stdout } = await promisify(execFile)('ps', ['-o', 'ppid=,command=', '-p', String(pid)]).catch(() => ({ stdout: '' }));
  const match = /^\s*(\d+)\s+(.*)$/.exec(stdout.trim());
  return match ? { parent: Number(match[1]), command: match[2]! } : undefined;
}

/**
 * The postmaster serving `clusterDir` that the owner file names, and whether the Proctor that
 * started it still holds it; undefined when none runs there, or one the file does not name.
 */
async function ownedPostmaster(dataDir: string, clusterDir: string): Promise<{ running: number; owner: Owner; held: boolean } | undefined> {
  const running = await postmasterPid(clusterDir);
  const owner = await readOwner(dataDir);
  if (running === undefined || owner?.postmaster !== running) return undefined;
  // The PID in a stale postmaster.pid may since have gone to another process: only a postgres
  // serving this very cluster counts.
  const postmaster = await processInfo(running);
  if (!postmaster?.command.includes(`postgres -D ${clusterDir} `)) return undefined;
  return { running, owner, held: postmaster.parent === owner.proctor };
}

/** The PID of the live Proctor whose postmaster serves `clusterDir`, if one does. */
export async function holdingProctor(dataDir: string, clusterDir: string): Promise<number | undefined> {
  const postmaster = await ownedPostmaster(dataDir, clusterDir);
  return postmaster?.held ? postmaster.owner.proctor : undefined;
}

/**
 * Before a start on `clusterDir`: stops the postmaster a killed Proctor left running there, and
 * refuses (DatabaseStartError) when a live Proctor holds it.
 */
export async function stopOrphanedPostmaster(dataDir: string, clusterDir: string, logger: Logger): Promise<void> {
  const postmaster = await ownedPostmaster(dataDir, clusterDir);
  if (!postmaster) return;
  const { running, owner } = postmaster;
  if (postmaster.held) {
    throw new DatabaseStartError(`data directory ${dataDir} is in use by proctor (PID ${owner.proctor}); stop it first`);
  }
  logger.warn({ postmaster: running, proctor: owner.proctor }, 'stopping the embedded PostgreSQL that a killed proctor left running');
  try {
    process.kill(running, 'SIGINT');
  } catch (error) {
    throw new DatabaseStartError(`cannot stop PostgreSQL (PID ${running}) left running in ${clusterDir} by a killed proctor: ${(error as Error).message}`);
  }
  // PostgreSQL removes postmaster.pid last thing before it exits; an orphan's new parent may be
  // slow to reap it, so either sign will do.
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  for (const until = Date.now() + STOP_TIMEOUT_MS; existsSync(pidFile) && isAlive(running); ) {
    if (Date.now() > until) {
      throw new DatabaseStartError(`PostgreSQL (PID ${running}) left running in ${clusterDir} by a killed proctor did not stop within ${STOP_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await forgetOwner(dataDir);
}

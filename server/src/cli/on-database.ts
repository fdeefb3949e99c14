import { loadConfig, type Config } from '../config.js';
import { connectDatabase } from '../db/client.js';
import { openDatabaseBeside } from '../db/database-server.js';
import { databaseTimeouts } from '../db/timeouts.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { createLogger } from '../logger.js';
import { CliError } from './api-client.js';

/** Runs `work` on the server's database (cli/… beside a running server, db/database-server.ts). */
export async function onDatabase(work: (db: PrismaClient, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const databaseServer = await openDatabaseBeside(config, logger);
  const db = connectDatabase(databaseServer.url, { timeouts: databaseTimeouts(config) });
  try {
    await work(db.prisma, config);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2021') {
      throw new CliError(`the database (${databaseServer.description}) is not migrated yet: run proctor migrate, or start proctor serve, first`);
    }
    throw error;
  } finally {
    await db.close();
    await databaseServer.stop();
  }
}

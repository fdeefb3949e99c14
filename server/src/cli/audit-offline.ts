import { loadConfig } from '../config.js';
import { connectDatabase } from '../db/client.js';
import { openDatabaseServer } from '../db/database-server.js';
import { databaseTimeouts } from '../db/timeouts.js';
import { verifyAuditChain } from '../domain/audit/queries.js';
import { createLogger } from '../logger.js';
import { toVerificationResponse } from '../routers/audit-logs/verify.types.js';
import { CliError } from './api-client.js';
import { EXIT } from './exit-codes.js';

/** `proctor audit verify --org`: the chain recomputed on the database itself, for an operator, with no server running. */
export async function verifyOffline(orgId: string): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const databaseServer = await openDatabaseServer(config, logger);
  const db = connectDatabase(databaseServer.url, { timeouts: databaseTimeouts(config) });
  try {
    const organization = await db.prisma.organization.findUnique({ where: { id: orgId } });
    if (!organization) throw new CliError(`organization ${orgId} not found in ${databaseServer.description}`, EXIT.notFound);
    const report = toVerificationResponse(await verifyAuditChain(db.prisma, orgId));
    process.stdout.write(`${JSON.stringify(report)}\n`);
    if (!report.valid) throw new CliError(`the audit trail of ${orgId} is broken at seq ${report.first_invalid_seq}`, EXIT.error);
  } finally {
    await db.close();
    await databaseServer.stop();
  }
}

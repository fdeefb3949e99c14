import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

export { PrismaClient };

export interface Database {
  /** The connection URL, for components that keep a pool of their own (rate limits). */
  url: string;
  prisma: PrismaClient;
  /** Resolves when the database answers a query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function connectDatabase(url: string): Database {
  const adapter = new PrismaPg({ connectionString: url, connectionTimeoutMillis: 5_000, max: 20 });
  const prisma = new PrismaClient({ adapter });
  return {
    url,
    prisma,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([prisma.$queryRaw`SELECT 1`, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => prisma.$disconnect(),
  };
}

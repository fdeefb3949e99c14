import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/logger.js';

/** A real logger writing into memory, to read what the server logged. */
export function captureLogs(level = 'trace'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}

import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { signup } from '../../support/identity.js';
import { createObject, downloadUrl, storageEnv } from '../../support/storage.js';

const app = useTestApp({ env: storageEnv() });

const MB = 1024 * 1024;
const SIZE = 100 * MB;

// A full collection before each sample, so that what is measured is what is held, not garbage not yet collected.
setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Two full collections: Buffers' memory outside the heap is given back once their objects are
 * swept, which one collection on a busy machine may leave for later (up to 32 MB measured here).
 */
const collect = () => {
  gc();
  gc();
};

/** The process's memory beyond the heap's code: heap in use and Buffers (the server runs in this process). */
const used = () => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

/** Samples what is held (`used()` after a collection) while `work` runs: the most it rose above where it started. */
async function peakGrowth(work: () => Promise<void>): Promise<number> {
  collect();
  const start = used();
  let peak = start;
  const sampler = setInterval(() => {
    collect();
    peak = Math.max(peak, used());
  }, 250);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return peak - start;
}

/** SIZE bytes made a chunk at a time, never held whole. */
function generated(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(256 * 1024).fill(120);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= SIZE) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk.slice());
    },
  });
}

describe('storage objects: bytes stream through, never held whole', () => {
  it('uploads and downloads 100 MB while memory grows by a small fraction of it', async () => {
    const owner = await signup(app);
    const made = await createObject(app, owner.cookie, { key: 'big.bin', content_type: 'application/octet-stream', size: SIZE });
    expect(made.status, made.raw).toBe(201);
    const upload = await peakGrowth(async () => {
      // node:http, not fetch: undici's fetch reads a stream body ahead of the socket, which would
      // measure the client's buffer rather than the server's.
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(made.body.upload_url, { method: 'PUT', headers: { 'content-length': String(SIZE) } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode!);
        });
        request.on('error', reject);
        pipeline(Readable.fromWeb(generated() as never), request).catch(reject);
      });
      expect(status).toBe(204);
    });
    let received = 0;
    const url = await downloadUrl(app, owner.cookie, made.body.object.id);
    const download = await peakGrowth(async () => {
      // node:http again: fetch's body reads ahead of its reader, the client's buffer, not the server's.
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(url, resolve).on('error', reject));
      for await (const chunk of answer as AsyncIterable<Buffer>) received += chunk.length;
    });
    expect(received).toBe(SIZE);
    // Whole-object buffering would grow memory by 100 MB or more; streaming keeps a few chunks in flight.
    expect(upload).toBeLessThan(16 * MB);
    expect(download).toBeLessThan(16 * MB);
  }, 120_000);
});

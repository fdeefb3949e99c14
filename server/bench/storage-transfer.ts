import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The storage row of `pnpm bench` (bench/http.ts): a 10 MB object uploaded to its signed upload URL
// and downloaded from its signed download URL (the server streams to and from a file named by the
// object's id, hashing the upload), `rounds` times each, against reading the same file from disk
// in this process in the same run: the floor a server that streams bytes cannot beat.

type Post = (route: string, body: unknown, headers: Record<string, string>) => Promise<{ body: Record<string, unknown> }>;

export interface StorageTransferMeasurement {
  bytes: number;
  rounds: number;
  upload_mb_per_second: number;
  download_mb_per_second: number;
  disk_read_mb_per_second: number;
}

const SIZE = 10 * 1024 * 1024;
const MB = 1024 * 1024;

const rate = (bytes: number, ms: number) => Math.round((bytes / MB / (ms / 1000)) * 10) / 10;

async function readAll(stream: AsyncIterable<unknown>): Promise<number> {
  let total = 0;
  for await (const chunk of stream) total += (chunk as Uint8Array).length;
  return total;
}

export async function measureStorageTransfer(baseUrl: string, cookie: string, post: Post, rounds: number): Promise<StorageTransferMeasurement> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proctor-bench-storage-'));
  const file = path.join(dir, 'object.bin');
  const bytes = randomBytes(SIZE);
  writeFileSync(file, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let uploadMs = 0;
  let downloadMs = 0;
  let diskMs = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const created = (await post('/api/v1/storage/objects', { key: `bench/${round}.bin`, content_type: 'application/octet-stream', size: SIZE, sha256 }, { cookie })).body as {
        object: { id: string };
        upload_url: string;
      };
      let started = performance.now();
      const put = await fetch(created.upload_url, { method: 'PUT', body: bytes });
      if (put.status !== 204) throw new Error(`upload: ${put.status} ${await put.text()}`);
      uploadMs += performance.now() - started;

      const redirect = await fetch(`${baseUrl}/api/v1/storage/objects/${created.object.id}/download`, { headers: { cookie }, redirect: 'manual' });
      if (redirect.status !== 302) throw new Error(`download: ${redirect.status} ${await redirect.text()}`);
      started = performance.now();
      const answer = await fetch(redirect.headers.get('location')!);
      if ((await readAll(answer.body as unknown as AsyncIterable<Uint8Array>)) !== SIZE) throw new Error('download: short');
      downloadMs += performance.now() - started;

      started = performance.now();
      if ((await readAll(createReadStream(file))) !== SIZE) throw new Error('disk read: short');
      diskMs += performance.now() - started;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const total = SIZE * rounds;
  return { bytes: SIZE, rounds, upload_mb_per_second: rate(total, uploadMs), download_mb_per_second: rate(total, downloadMs), disk_read_mb_per_second: rate(total, diskMs) };
}

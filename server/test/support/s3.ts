import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const VENV = path.join(HERE, 'moto', '.venv');

export interface MotoServer {
  endpoint: string;
  /** The settings of a server whose stored objects go to `bucket` of this store. */
  env(bucket: string): Record<string, string>;
  client: S3Client;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * moto 5.2.5 in server mode, a real S3 wire-protocol server on a free loopback port, installed into
 * its own virtualenv (test/support/moto/.venv, pinned by moto/requirements.txt) by
 * scripts/python-venv.sh the first time. It does not check signatures (ARCHITECTURE facts), so
 * the tamper and expiry tests are the local store's.
 */
export async function startMoto(): Promise<MotoServer> {
  const installed = spawnSync('sh', [path.join(HERE, '..', '..', '..', 'scripts', 'python-venv.sh'), VENV, path.join(HERE, 'moto', 'requirements.txt')], { encoding: 'utf8' });
  if (installed.status !== 0) throw new Error(`installing moto failed: ${installed.stderr}${installed.stdout}`);
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(VENV, 'bin', 'moto_server'), ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${endpoint}/moto-api/`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('moto_server did not start in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const credentials = { accessKeyId: 'testing', secretAccessKey: 'testing' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    client,
    env: (bucket) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'testing', S3_SECRET_ACCESS_KEY: 'testing', S3_FORCE_PATH_STYLE: 'true' }),
    async stop() {
      client.destroy();
      child.kill();
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}

export const createBucket = (moto: MotoServer, bucket: string) => moto.client.send(new CreateBucketCommand({ Bucket: bucket }));

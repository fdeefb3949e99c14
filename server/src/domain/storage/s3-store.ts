import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.js';
import type { StorageObject } from '../../generated/prisma/client.js';
import { contentDisposition } from '../content-disposition.js';
import type { ObjectStore } from './store.js';

/** An object's key in the bucket: its id, never the key people gave it. */
const bucketKey = (id: string) => `objects/${id}`;

const baseName = (object: StorageObject) => object.key.split('/').at(-1) || object.id;

/**
 * Stored objects in an S3-compatible bucket (S3_BUCKET), through the AWS SDK: the upload and
 * download URLs are the store's presigned URLs, good for PROCTOR_STORAGE_URL_SECONDS. The upload URL
 * signs the declared size and content type, so the store refuses other bytes. As the upload does
 * not pass through this server, a pending object is settled when it is next read or swept: its
 * size is checked, and its bytes streamed through a SHA-256 (never held whole), which must be
 * the declared one when there was one (else the bytes are removed and it stays pending).
 */
export function s3Store(config: Config, bucket: string): ObjectStore {
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    // A presigned PUT is sent by someone else, who cannot add the checksum the SDK would otherwise sign for.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const expiresIn = config.PROCTOR_STORAGE_URL_SECONDS;
  const signed = async (command: PutObjectCommand | GetObjectCommand) => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + expiresIn * 1000);
    return { url: await getSignedUrl(client, command, { expiresIn }), expiresAt };
  };
  return {
    assertReady: () => undefined,
    uploadUrl: (object) =>
      signed(new PutObjectCommand({ Bucket: bucket, Key: bucketKey(object.id), ContentType: object.contentType, ContentLength: Number(object.size) })),
    downloadUrl: (object) =>
      signed(
        new GetObjectCommand({
          Bucket: bucket,
          Key: bucketKey(object.id),
          ResponseContentType: object.contentType,
          ResponseContentDisposition: contentDisposition(baseName(object)),
        }),
      ),
    async settle(object) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: bucketKey(object.id) }));
        if (head.ContentLength !== Number(object.size)) return null;
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
      const body = await client.send(new GetObjectCommand({ Bucket: bucket, Key: bucketKey(object.id) }));
      const hash = createHash('sha256');
      let received = 0;
      for await (const chunk of body.Body as Readable) {
        received += (chunk as Buffer).length;
        hash.update(chunk as Buffer);
      }
      const digest = hash.digest('hex');
      if (received !== Number(object.size) || (object.sha256 !== null && digest !== object.sha256)) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: bucketKey(object.id) }));
        return null;
      }
      return digest;
    },
    async write(object, bytes) {
      const digest = createHash('sha256').update(bytes).digest('hex');
      if (bytes.length !== Number(object.size) || (object.sha256 !== null && digest !== object.sha256)) {
        throw new Error(`The bytes of ${object.id} are not as it was declared`);
      }
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: bucketKey(object.id), Body: bytes, ContentType: object.contentType, ContentLength: bytes.length }));
      return digest;
    },
    async read(object) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: bucketKey(object.id) }));
      return answer.Body as Readable;
    },
    async remove(id) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: bucketKey(id) }));
    },
  };
}

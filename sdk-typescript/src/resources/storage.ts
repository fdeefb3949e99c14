// GENERATED FILE, DO NOT EDIT. The `storage` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type StorageObjectListParams = T.QueryParams<'storage-list'>;
export type StorageObjectCreateParams = T.RequestBody<'storage-create'>;

/**
 * `client.storage.objects`
 */
export class StorageObjects extends APIResource {
  /**
   * Create an object and its upload URL
   *
   * Creates a `pending` object in the workspace you act in and answers (201) a presigned `upload_url`, good until `upload_expires_at` (PROCTOR_STORAGE_URL_SECONDS, 15 minutes by default): `PUT` the bytes there with no Authorization header and with the declared `Content-Type`; the signature in the URL is the credential. With an S3 store (S3_BUCKET) the URL is the store's own presigned URL, which signs the size and content type, and the object becomes `available` when it is next read (GET, download) or swept, once its size and hash are checked; what follows is the server's own store. The upload is streamed to disk and hashed as it arrives: more bytes than `size` are refused as they arrive (413), fewer, or a SHA-256 other than `sha256` when given, are 400; the object then stays `pending` and the same URL may be tried again. Once the bytes arrive whole it becomes `available` (the PUT answers 204 with the hash as ETag) and never changes; a second PUT is 409. A pending object never uploaded is removed once its URL has been expired that long again. Quotas per workspace, deleted objects not counted: more objects than PROCTOR_STORAGE_QUOTA_OBJECTS is 409 `conflict`, more bytes than PROCTOR_STORAGE_QUOTA_BYTES 413 `quota_exceeded`, each message giving the numbers. Browser session only, as the spec says (a personal token is 403); members and up. Audited as `storage_object.created`.
   *
   * `POST /api/v1/storage/objects`
   */
  create(body: StorageObjectCreateParams, options?: RequestOptions): APIPromise<T.CreatedStorageObject> {
    return this._client.request({ method: 'POST', path: '/v1/storage/objects', body, security: ['sessionCookie'] }, options);
  }

  /**
   * Delete an object (restorable for 7 days)
   *
   * Soft deletion: the object leaves the list and stops counting against the workspace's quotas; it can be restored for 7 days (POST /api/v1/storage/objects/{id}/restore), after which a background job purges its bytes. Deleting it again is 409, or 410 past the 7 days. Browser session only, as the spec says (a personal token is 403); members and up. Audited as `storage_object.deleted`; the purge as `storage_object.purged`.
   *
   * `DELETE /api/v1/storage/objects/{id}`
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/storage/objects/${seg(id)}`, security: ['sessionCookie'] }, options);
  }

  /**
   * Download an object's bytes: the redirect followed, its body a stream
   *
   * 302 to a signed URL of the object's bytes, good for PROCTOR_STORAGE_URL_SECONDS (15 minutes by default) and for this object only: follow it with no other credential (`curl -L`). The bytes come with the object's content type, its key's last segment as an attachment's file name, and a sandboxing Content-Security-Policy. An object not yet uploaded, or deleted, is 409 (restore it first); one deleted more than 7 days ago 410. A changed or expired URL is 403. The SDKs give the signed URL without following it (`storage.objects.downloadUrl`, Python `download_url`) and the bytes as a stream (`storage.objects.download`). Browser session only, as the spec says (a personal token is 403); members and up.
   *
   * `GET /api/v1/storage/objects/{id}/download`, then its `Location` with no credential. Answers the fetch `Response` once its headers arrive, the body unread: stream `response.body` (a web ReadableStream), or read it whole with `arrayBuffer()`; `options.signal` also cancels the body.
   */
  download(id: string, options?: RequestOptions): APIPromise<Response> {
    return this._client.requestRedirected({ method: 'GET', path: `/v1/storage/objects/${seg(id)}/download`, security: ['sessionCookie'] }, options);
  }

  /**
   * Download an object's bytes: the URL it redirects to, not followed
   *
   * 302 to a signed URL of the object's bytes, good for PROCTOR_STORAGE_URL_SECONDS (15 minutes by default) and for this object only: follow it with no other credential (`curl -L`). The bytes come with the object's content type, its key's last segment as an attachment's file name, and a sandboxing Content-Security-Policy. An object not yet uploaded, or deleted, is 409 (restore it first); one deleted more than 7 days ago 410. A changed or expired URL is 403. The SDKs give the signed URL without following it (`storage.objects.downloadUrl`, Python `download_url`) and the bytes as a stream (`storage.objects.download`). Browser session only, as the spec says (a personal token is 403); members and up.
   *
   * `GET /api/v1/storage/objects/{id}/download` (its `Location`)
   */
  downloadUrl(id: string, options?: RequestOptions): APIPromise<string> {
    return this._client.requestLocation({ method: 'GET', path: `/v1/storage/objects/${seg(id)}/download`, security: ['sessionCookie'] }, options);
  }

  /**
   * The workspace's stored objects
   *
   * The objects of the workspace you act in, pending and available, oldest first (`order=desc`: newest first), a page at a time (the SDKs iterate every page); with `prefix`, those whose key starts with it; with `deleted=true`, the deleted ones still restorable instead. Browser session only, as the spec says (a personal token is 403); members and up.
   *
   * `GET /api/v1/storage/objects`
   */
  list(query: StorageObjectListParams = {}, options?: RequestOptions): PagePromise<T.StorageObject> {
    return this._client.getList('/v1/storage/objects', query, ['sessionCookie'], options);
  }

  /**
   * Restore a deleted object
   *
   * Within 7 days of its deletion, the object comes back as it was (pending or available), counted against the workspace's quotas again (409 `conflict` or 413 `quota_exceeded` when it no longer fits). After 7 days it is 410 `gone`, whether or not the purge job has removed its bytes yet; one not deleted is 409. Browser session only, as the spec says (a personal token is 403); members and up. Audited as `storage_object.restored`.
   *
   * `POST /api/v1/storage/objects/{id}/restore`
   */
  restore(id: string, options?: RequestOptions): APIPromise<T.StorageObject> {
    return this._client.request({ method: 'POST', path: `/v1/storage/objects/${seg(id)}/restore`, security: ['sessionCookie'] }, options);
  }

  /**
   * One stored object
   *
   * An object of the organization in any state: pending, available, deleted (with `restorable_until`) or purged. Another organization's is 404. Browser session only, as the spec says (a personal token is 403); members and up.
   *
   * `GET /api/v1/storage/objects/{id}`
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.StorageObject> {
    return this._client.request({ method: 'GET', path: `/v1/storage/objects/${seg(id)}`, security: ['sessionCookie'] }, options);
  }
}

/**
 * `client.storage`
 */
export class Storage extends APIResource {
  readonly objects: StorageObjects = new StorageObjects(this._client);
}

import type { Config } from '../../config.js';
import { Readable } from 'node:stream';
import { readObject, receiveObject, removeObjectFile } from './local-files.js';
import { s3Store } from './s3-store.js';
import { assertCanSign, signObjectUrl } from './signed-urls.js';
import type { ObjectStore } from './store.js';

function localStore(config: Config): ObjectStore {
  return {
    assertReady: () => assertCanSign(config),
    uploadUrl: (object, publicUrl) => Promise.resolve(signObjectUrl(config, publicUrl, 'PUT', object.id)),
    downloadUrl: (object, publicUrl) => Promise.resolve(signObjectUrl(config, publicUrl, 'GET', object.id)),
    write: (object, bytes) => receiveObject(config, object.id, Readable.from([bytes]), Number(object.size), object.sha256),
    read: (object) => Promise.resolve(readObject(config, object.id)),
    remove: (id) => removeObjectFile(config, id),
  };
}

const stores = new WeakMap<Config, ObjectStore>();

/** The server's object store: S3 when S3_BUCKET is set, else the data directory. */
export function objectStoreOf(config: Config): ObjectStore {
  let store = stores.get(config);
  if (!store) {
    store = config.S3_BUCKET ? s3Store(config, config.S3_BUCKET) : localStore(config);
    stores.set(config, store);
  }
  return store;
}

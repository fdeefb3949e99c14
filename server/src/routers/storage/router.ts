import { router } from '../../trpc/init.js';
import { createStorageObjectRoute } from './create.js';
import { deleteStorageObjectRoute } from './delete.js';
import { downloadStorageObjectRoute } from './download.js';
import { getStorageObjectRoute } from './get.js';
import { listStorageObjectsRoute } from './list.js';
import { restoreStorageObjectRoute } from './restore.js';

export const storageRouter = router({
  list: listStorageObjectsRoute,
  create: createStorageObjectRoute,
  get: getStorageObjectRoute,
  download: downloadStorageObjectRoute,
  delete: deleteStorageObjectRoute,
  restore: restoreStorageObjectRoute,
});

import { router } from '../../trpc/init.js';
import { decidePublishRequestRoute } from './decide-publish-request.js';
import { listPublicationsRoute } from './list-publications.js';
import { listPublishRequestsRoute } from './list-publish-requests.js';
import { revokePublicationRoute } from './revoke-publication.js';

/** The spec's Publishing group: client.publications and client.publishRequests in both SDKs. */
export const publishingRouter = router({
  listPublications: listPublicationsRoute,
  revokePublication: revokePublicationRoute,
  listPublishRequests: listPublishRequestsRoute,
  decidePublishRequest: decidePublishRequestRoute,
});

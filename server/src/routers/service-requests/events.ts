import { getServiceRequest } from '../../domain/service-requests/requests.js';
import { stateId, watchServiceRequest } from '../../domain/service-requests/watch.js';
import { authedProcedure } from '../../trpc/init.js';
import { streamOutput } from '../../trpc/stream.js';
import { serviceRequestEventsMeta, serviceRequestEventsStream, ZServiceRequestEventsRequestSchema } from './events.types.js';
import { toServiceRequestResponse } from './service-request.types.js';

export const serviceRequestEventsRoute = authedProcedure
  .meta(serviceRequestEventsMeta)
  .input(ZServiceRequestEventsRequestSchema)
  .output(streamOutput(serviceRequestEventsStream))
  .query(async ({ ctx, input, signal }) => {
    // Read before the stream starts: another organization's id is a plain 404.
    const first = await getServiceRequest(ctx.db.prisma, ctx.caller, input.id);
    const states = watchServiceRequest(ctx.db.prisma, ctx.caller, first, {
      after: ctx.lastEventId,
      intervalMs: ctx.config.PROCTOR_STREAM_POLL_MS,
      signal: signal!,
    });
    return (async function* () {
      for await (const { event, request } of states) {
        yield { event, id: stateId(request), data: toServiceRequestResponse(request) };
      }
    })();
  });

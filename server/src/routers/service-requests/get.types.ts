import { z } from 'zod';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZServiceRequestIdSchema } from './service-request.types.js';
import { SERVICE_REQUEST_EXAMPLE } from '../examples.js';

export const ZGetServiceRequestRequestSchema = z.strictObject({ id: ZServiceRequestIdSchema });

export const getServiceRequestMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/service-requests/{id}',
    tags: ['Dispatch'],
    summary: 'One service request, for polling',
    description: "An agent key sees its own agent's requests; a person sees the organization's.",
  },
  auth: { credentials: ['agent', 'session', 'pat'] },
  examples: { response: SERVICE_REQUEST_EXAMPLE },
};

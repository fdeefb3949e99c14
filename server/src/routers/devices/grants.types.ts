import { z } from 'zod';
import { WHOLE_LIST_MAX_ITEMS, ZIdSchema } from '../../domain/bounded.js';
import type { DeviceGrantWithAgent } from '../../domain/devices/grants.js';
import { ADMINS } from '../../trpc/access.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { AGENT_GRANT_EXAMPLE_FIELDS, AGENT_GRANT_FIELDS, toAgentGrantFields, ZGrantedAgentIdSchema } from '../agent-grant.types.js';
import { DEVICE_EXAMPLE, DEVICE_PEOPLE, ZDeviceIdSchema } from './device.types.js';

export const ZDeviceGrantSchema = z.object({ device_id: ZIdSchema, ...AGENT_GRANT_FIELDS }).meta({ id: 'DeviceGrant' });

export const toDeviceGrantResponse = (grant: DeviceGrantWithAgent) => ({ device_id: grant.deviceId, ...toAgentGrantFields(grant) });

const DEVICE_GRANT_EXAMPLE = { device_id: DEVICE_EXAMPLE.id, ...AGENT_GRANT_EXAMPLE_FIELDS };

export const ZGrantDeviceRequestSchema = z.strictObject({ id: ZDeviceIdSchema, agent_id: ZGrantedAgentIdSchema });

export const grantDeviceMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/devices/{id}/grants',
    tags: ['Devices'],
    summary: 'Grant a device to an agent',
    description:
      "Admins and owners, by browser session or personal token. The agent may then queue commands for the device by dispatching `device.command` (POST /api/v1/service-requests): governed by its binding, budgets and approval threshold, audited with the agent the actor. Granting again changes nothing and answers the grant there is. Another organization's device, a revoked one, or an agent not in the organization is 404. Audited as `device.granted`.",
    errorResponses: { 404: 'No such device, or no such agent' },
  },
  auth: ADMINS,
  successStatus: 201,
  examples: { request: { agent_id: DEVICE_GRANT_EXAMPLE.agent_id }, response: DEVICE_GRANT_EXAMPLE },
};

export const ZListDeviceGrantsRequestSchema = z.strictObject({ id: ZDeviceIdSchema });
export const ZListDeviceGrantsResponseSchema = z.object({ data: z.array(ZDeviceGrantSchema).max(WHOLE_LIST_MAX_ITEMS) });

export const listDeviceGrantsMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/devices/{id}/grants',
    tags: ['Devices'],
    summary: 'The agents a device is granted to',
    description: "Every live agent that may command the device (device.command), in the order granted (one row per agent: no pages). Another organization's device, or a revoked one, is 404. By a person, members up.",
  },
  auth: DEVICE_PEOPLE,
  examples: { response: { data: [DEVICE_GRANT_EXAMPLE] } },
};

export const ZRevokeDeviceGrantRequestSchema = z.strictObject({ id: ZDeviceIdSchema, agent_id: ZGrantedAgentIdSchema });

export const revokeDeviceGrantMeta: ProcedureMeta = {
  openapi: {
    method: 'DELETE',
    path: '/v1/devices/{id}/grants/{agent_id}',
    tags: ['Devices'],
    summary: 'Take a device from an agent',
    description:
      "Admins and owners, by browser session or personal token. The agent's next device.command for the device ends blocked `resource_not_granted`; commands already queued stay queued. A device the agent was not granted is 404. Audited as `device.grant_revoked`.",
    errorResponses: { 404: 'No such device, or the agent was not granted it' },
  },
  auth: ADMINS,
  successStatus: 204,
};

// GENERATED FILE, DO NOT EDIT. The `devices` resource.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { APIPromise } from '../core/api-promise.js';
import type { RequestOptions } from '../core/http.js';
import type { PagePromise } from '../core/pagination.js';
import { APIResource, seg } from '../core/resource.js';
import type * as T from '../types.js';

export type DeviceListParams = T.QueryParams<'devices-list'>;
export type DeviceRegisterParams = T.RequestBody<'devices-register'>;
export type DeviceListGrantsResponse = T.ResponseBody<'devices-listGrants'>;
export type DeviceGrantParams = T.RequestBody<'devices-grant'>;
export type DeviceClaimCommandsParams = T.QueryParams<'devices-claimCommands'>;
export type DeviceClaimCommandsResponse = T.ResponseBody<'devices-claimCommands'>;
export type DeviceQueueCommandParams = T.RequestBody<'devices-queueCommand'>;
export type DeviceListCommandsParams = T.QueryParams<'devices-listCommands'>;
export type DeviceCompleteCommandParams = T.RequestBody<'devices-completeCommand'>;
export type DeviceListSessionsParams = T.QueryParams<'devices-listSessions'>;
export type DeviceStartSessionParams = T.RequestBody<'devices-startSession'>;

/**
 * `client.devices`
 */
export class Devices extends APIResource {
  /**
   * Claim a device's pending commands
   *
   * Hands out the device's pending commands, oldest first, each leased to the caller for 60 seconds: concurrent claims, from any server instance, never hand out one command twice. Report each with POST /api/v1/devices/{id}/commands/{command_id}/done; one not reported before its lease ends is handed out again (`claims` counts the hand-outs), so a device must tolerate running a command twice. Not idempotent, though a GET. Device token only. A device token (device_token_…) is accepted by the device routes only, and reaches only its own device: another device's id is 404; a revoked device's token is 401 at once.
   *
   * `GET /api/v1/devices/{id}/commands`
   */
  claimCommands(id: string, query: DeviceClaimCommandsParams, options?: RequestOptions): APIPromise<DeviceClaimCommandsResponse> {
    return this._client.request({ method: 'GET', path: `/v1/devices/${seg(id)}/commands`, query, security: ['deviceToken'] }, options);
  }

  /**
   * Report a command done
   *
   * Marks the command `done` with its `result`; it is never handed out again. A command of another device is 404; one already done is 409. Device token only. A device token (device_token_…) is accepted by the device routes only, and reaches only its own device: another device's id is 404; a revoked device's token is 401 at once. Audited as `device_command.done`, the device the actor.
   *
   * `POST /api/v1/devices/{id}/commands/{command_id}/done`
   */
  completeCommand(id: string, commandId: string, body: DeviceCompleteCommandParams, options?: RequestOptions): APIPromise<T.DeviceCommand> {
    return this._client.request({ method: 'POST', path: `/v1/devices/${seg(id)}/commands/${seg(commandId)}/done`, body, security: ['deviceToken'] }, options);
  }

  /**
   * Grant a device to an agent
   *
   * Admins and owners, by browser session or personal token. The agent may then queue commands for the device by dispatching `device.command` (POST /api/v1/service-requests): governed by its binding, budgets and approval threshold, audited with the agent the actor. Granting again changes nothing and answers the grant there is. Another organization's device, a revoked one, or an agent not in the organization is 404. Audited as `device.granted`.
   *
   * `POST /api/v1/devices/{id}/grants`
   */
  grant(id: string, body: DeviceGrantParams, options?: RequestOptions): APIPromise<T.DeviceGrant> {
    return this._client.request({ method: 'POST', path: `/v1/devices/${seg(id)}/grants`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * A device says it is alive
   *
   * Records the heartbeat, which makes the device `online` in GET /api/v1/devices for a while. Device token only. A device token (device_token_…) is accepted by the device routes only, and reaches only its own device: another device's id is 404; a revoked device's token is 401 at once.
   *
   * `POST /api/v1/devices/{id}/heartbeat`
   */
  heartbeat(id: string, options?: RequestOptions): APIPromise<T.Device> {
    return this._client.request({ method: 'POST', path: `/v1/devices/${seg(id)}/heartbeat`, security: ['deviceToken'] }, options);
  }

  /**
   * The workspace's devices
   *
   * The live (not revoked) devices of the caller's workspace, oldest first, a page at a time. `online` is true while the last heartbeat (POST /api/v1/devices/{id}/heartbeat) is younger than 90 seconds. Tokens are never shown. By a person, members up.
   *
   * `GET /api/v1/devices`
   */
  list(query: DeviceListParams = {}, options?: RequestOptions): PagePromise<T.Device> {
    return this._client.getList('/v1/devices', query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * A device's commands, as people read them
   *
   * The device's commands in any status (or `status`), with their results, oldest first (`order=desc`: newest first), a page at a time. Reading hands no command out: the device claims its own with GET /api/v1/devices/{id}/commands?status=pending. Another organization's device, or a revoked one, is 404. By a person, members up.
   *
   * `GET /api/v1/devices/{id}/commands/history`
   */
  listCommands(id: string, query: DeviceListCommandsParams = {}, options?: RequestOptions): PagePromise<T.DeviceCommand> {
    return this._client.getList(`/v1/devices/${seg(id)}/commands/history`, query, ['sessionCookie', 'personalToken'], options);
  }

  /**
   * The agents a device is granted to
   *
   * Every live agent that may command the device (device.command), in the order granted (one row per agent: no pages). Another organization's device, or a revoked one, is 404. By a person, members up.
   *
   * `GET /api/v1/devices/{id}/grants`
   */
  listGrants(id: string, options?: RequestOptions): APIPromise<DeviceListGrantsResponse> {
    return this._client.request({ method: 'GET', path: `/v1/devices/${seg(id)}/grants`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * A device's sessions
   *
   * Oldest first, a page at a time. By the device's own token, or a person, members up. A device token (device_token_…) is accepted by the device routes only, and reaches only its own device: another device's id is 404; a revoked device's token is 401 at once.
   *
   * `GET /api/v1/devices/{id}/sessions`
   */
  listSessions(id: string, query: DeviceListSessionsParams = {}, options?: RequestOptions): PagePromise<T.DeviceSession> {
    return this._client.getList(`/v1/devices/${seg(id)}/sessions`, query, ['deviceToken', 'sessionCookie', 'personalToken'], options);
  }

  /**
   * Queue a command for a device
   *
   * Queued `pending` for the device to claim (GET /api/v1/devices/{id}/commands?status=pending). Another organization's device, or a revoked one, is 404. By a person, members up; an agent the device is granted to (POST /api/v1/devices/{id}/grants) queues one by dispatching `device.command`, governed as any dispatch. Audited as `device_command.queued`.
   *
   * `POST /api/v1/devices/{id}/commands`
   */
  queueCommand(id: string, body: DeviceQueueCommandParams, options?: RequestOptions): APIPromise<T.DeviceCommand> {
    return this._client.request({ method: 'POST', path: `/v1/devices/${seg(id)}/commands`, body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Register a device
   *
   * A device in the caller's workspace. The answer (201) carries its `token` this once (prefix `device_token_`): the device sends it as `Authorization: Bearer device_token_…` to its heartbeat, command and session routes. A device token (device_token_…) is accepted by the device routes only, and reaches only its own device: another device's id is 404; a revoked device's token is 401 at once. By a person (browser session or personal token), members up. Audited as `device.registered`.
   *
   * `POST /api/v1/devices`
   */
  register(body: DeviceRegisterParams, options?: RequestOptions): APIPromise<T.RegisteredDevice> {
    return this._client.request({ method: 'POST', path: '/v1/devices', body, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Revoke a device
   *
   * Its token is refused (401) from the next request on, and it is no longer listed; its commands and sessions stay for the record. Another organization's device, or one already revoked, is 404. By a person, members up. Audited as `device.revoked`.
   *
   * `DELETE /api/v1/devices/{id}`
   */
  revoke(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/devices/${seg(id)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Take a device from an agent
   *
   * Admins and owners, by browser session or personal token. The agent's next device.command for the device ends blocked `resource_not_granted`; commands already queued stay queued. A device the agent was not granted is 404. Audited as `device.grant_revoked`.
   *
   * `DELETE /api/v1/devices/{id}/grants/{agent_id}`
   */
  revokeGrant(id: string, agentId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.request({ method: 'DELETE', path: `/v1/devices/${seg(id)}/grants/${seg(agentId)}`, security: ['sessionCookie', 'personalToken'] }, options);
  }

  /**
   * Start a device session
   *
   * Started by the device itself (device token only), which alone knows when one begins; people read them. A device token (device_token_…) is accepted by the device routes only, and reaches only its own device: another device's id is 404; a revoked device's token is 401 at once.
   *
   * `POST /api/v1/devices/{id}/sessions`
   */
  startSession(id: string, body: DeviceStartSessionParams = {}, options?: RequestOptions): APIPromise<T.DeviceSession> {
    return this._client.request({ method: 'POST', path: `/v1/devices/${seg(id)}/sessions`, body, security: ['deviceToken'] }, options);
  }
}

# GENERATED FILE, DO NOT EDIT. The ``devices`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path
from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class Devices:
    """``client.devices``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> DevicesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return DevicesWithRawResponse(self)

    def claim_commands(
        self,
        id: str,
        *,
        status: Literal["pending"],
        limit: int | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DevicesClaimCommandsResponse:
        """Claim a device's pending commands

        Hands out the device's pending commands, oldest first, each leased to the caller for 60 seconds:
        concurrent claims, from any server instance, never hand out one command twice. Report each with
        POST /api/v1/devices/{id}/commands/{command_id}/done; one not reported before its lease ends is
        handed out again (`claims` counts the hand-outs), so a device must tolerate running a command
        twice. Not idempotent, though a GET. Device token only. A device token (device_token_…) is
        accepted by the device routes only, and reaches only its own device: another device's id is 404;
        a revoked device's token is 401 at once.

        ``GET /api/v1/devices/{id}/commands`` (operationId ``devices-claimCommands``).

        Args:
            id: Device id (dev_…)
            status: Only pending commands are handed out
            limit: How many to claim at most, 1 to 50
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/commands",
                params={"status": status, "limit": limit},
                json_body=None,
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DevicesClaimCommandsResponse),
        )

    def complete_command(
        self,
        id: str,
        command_id: str,
        *,
        result: dict[str, Any],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceCommand:
        """Report a command done

        Marks the command `done` with its `result`; it is never handed out again. A command of another
        device is 404; one already done is 409. Device token only. A device token (device_token_…) is
        accepted by the device routes only, and reaches only its own device: another device's id is 404;
        a revoked device's token is 401 at once. Audited as `device_command.done`, the device the actor.

        ``POST /api/v1/devices/{id}/commands/{command_id}/done`` (operationId ``devices-completeCommand``).

        Args:
            id: Device id (dev_…)
            command_id: Command id (dcmd_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/commands/{_path(command_id)}/done",
                params=None,
                json_body=_body({"result": result}),
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceCommand),
        )

    def grant(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceGrant:
        """Grant a device to an agent

        Admins and owners, by browser session or personal token. The agent may then queue commands for
        the device by dispatching `device.command` (POST /api/v1/service-requests): governed by its
        binding, budgets and approval threshold, audited with the agent the actor. Granting again
        changes nothing and answers the grant there is. Another organization's device, a revoked one, or
        an agent not in the organization is 404. Audited as `device.granted`.

        ``POST /api/v1/devices/{id}/grants`` (operationId ``devices-grant``).

        Args:
            id: Device id (dev_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/grants",
                params=None,
                json_body=_body({"agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceGrant),
        )

    def heartbeat(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Device:
        """A device says it is alive

        Records the heartbeat, which makes the device `online` in GET /api/v1/devices for a while.
        Device token only. A device token (device_token_…) is accepted by the device routes only, and
        reaches only its own device: another device's id is 404; a revoked device's token is 401 at
        once.

        ``POST /api/v1/devices/{id}/heartbeat`` (operationId ``devices-heartbeat``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/heartbeat",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Device),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Device]:
        """The workspace's devices

        The live (not revoked) devices of the caller's workspace, oldest first, a page at a time.
        `online` is true while the last heartbeat (POST /api/v1/devices/{id}/heartbeat) is younger than
        90 seconds. Tokens are never shown. By a person, members up.

        ``GET /api/v1/devices`` (operationId ``devices-list``).

        Args:
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/devices",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Device),
        )

    def list_commands(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "done"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.DeviceCommand]:
        """A device's commands, as people read them

        The device's commands in any status (or `status`), with their results, oldest first
        (`order=desc`: newest first), a page at a time. Reading hands no command out: the device claims
        its own with GET /api/v1/devices/{id}/commands?status=pending. Another organization's device, or
        a revoked one, is 404. By a person, members up.

        ``GET /api/v1/devices/{id}/commands/history`` (operationId ``devices-listCommands``).

        Args:
            id: Device id (dev_…)
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/commands/history",
                params={"limit": limit, "cursor": cursor, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceCommand),
        )

    def list_grants(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DevicesListGrantsResponse:
        """The agents a device is granted to

        Every live agent that may command the device (device.command), in the order granted (one row per
        agent: no pages). Another organization's device, or a revoked one, is 404. By a person, members
        up.

        ``GET /api/v1/devices/{id}/grants`` (operationId ``devices-listGrants``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/grants",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DevicesListGrantsResponse),
        )

    def list_sessions(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.DeviceSession]:
        """A device's sessions

        Oldest first, a page at a time. By the device's own token, or a person, members up. A device
        token (device_token_…) is accepted by the device routes only, and reaches only its own device:
        another device's id is 404; a revoked device's token is 401 at once.

        ``GET /api/v1/devices/{id}/sessions`` (operationId ``devices-listSessions``).

        Args:
            id: Device id (dev_…)
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/sessions",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("deviceToken", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceSession),
        )

    def queue_command(
        self,
        id: str,
        *,
        command: str,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceCommand:
        """Queue a command for a device

        Queued `pending` for the device to claim (GET /api/v1/devices/{id}/commands?status=pending).
        Another organization's device, or a revoked one, is 404. By a person, members up; an agent the
        device is granted to (POST /api/v1/devices/{id}/grants) queues one by dispatching
        `device.command`, governed as any dispatch. Audited as `device_command.queued`.

        ``POST /api/v1/devices/{id}/commands`` (operationId ``devices-queueCommand``).

        Args:
            id: Device id (dev_…)
            command: What the device is to do; the device decides what it means
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/commands",
                params=None,
                json_body=_body({"command": command, "payload": payload}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceCommand),
        )

    def register(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.RegisteredDevice:
        """Register a device

        A device in the caller's workspace. The answer (201) carries its `token` this once (prefix
        `device_token_`): the device sends it as `Authorization: Bearer device_token_…` to its
        heartbeat, command and session routes. A device token (device_token_…) is accepted by the device
        routes only, and reaches only its own device: another device's id is 404; a revoked device's
        token is 401 at once. By a person (browser session or personal token), members up. Audited as
        `device.registered`.

        ``POST /api/v1/devices`` (operationId ``devices-register``).

        Args:
            name: What people call the device
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/devices",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.RegisteredDevice),
        )

    def revoke(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke a device

        Its token is refused (401) from the next request on, and it is no longer listed; its commands
        and sessions stay for the record. Another organization's device, or one already revoked, is 404.
        By a person, members up. Audited as `device.revoked`.

        ``DELETE /api/v1/devices/{id}`` (operationId ``devices-revoke``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/devices/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def revoke_grant(
        self,
        id: str,
        agent_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Take a device from an agent

        Admins and owners, by browser session or personal token. The agent's next device.command for the
        device ends blocked `resource_not_granted`; commands already queued stay queued. A device the
        agent was not granted is 404. Audited as `device.grant_revoked`.

        ``DELETE /api/v1/devices/{id}/grants/{agent_id}`` (operationId ``devices-revokeGrant``).

        Args:
            id: Device id (dev_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/devices/{_path(id)}/grants/{_path(agent_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def start_session(
        self,
        id: str,
        *,
        metadata: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceSession:
        """Start a device session

        Started by the device itself (device token only), which alone knows when one begins; people read
        them. A device token (device_token_…) is accepted by the device routes only, and reaches only
        its own device: another device's id is 404; a revoked device's token is 401 at once.

        ``POST /api/v1/devices/{id}/sessions`` (operationId ``devices-startSession``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/sessions",
                params=None,
                json_body=_body({"metadata": metadata}),
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceSession),
        )


class DevicesWithRawResponse:
    """``client.with_raw_response.devices``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Devices) -> None:
        self._resource = resource
        self.claim_commands = to_raw_response_wrapper(resource.claim_commands)
        self.complete_command = to_raw_response_wrapper(resource.complete_command)
        self.grant = to_raw_response_wrapper(resource.grant)
        self.heartbeat = to_raw_response_wrapper(resource.heartbeat)
        self.list = to_raw_response_wrapper(resource.list)
        self.list_commands = to_raw_response_wrapper(resource.list_commands)
        self.list_grants = to_raw_response_wrapper(resource.list_grants)
        self.list_sessions = to_raw_response_wrapper(resource.list_sessions)
        self.queue_command = to_raw_response_wrapper(resource.queue_command)
        self.register = to_raw_response_wrapper(resource.register)
        self.revoke = to_raw_response_wrapper(resource.revoke)
        self.revoke_grant = to_raw_response_wrapper(resource.revoke_grant)
        self.start_session = to_raw_response_wrapper(resource.start_session)


class AsyncDevices:
    """``client.devices``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncDevicesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncDevicesWithRawResponse(self)

    async def claim_commands(
        self,
        id: str,
        *,
        status: Literal["pending"],
        limit: int | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DevicesClaimCommandsResponse:
        """Claim a device's pending commands

        Hands out the device's pending commands, oldest first, each leased to the caller for 60 seconds:
        concurrent claims, from any server instance, never hand out one command twice. Report each with
        POST /api/v1/devices/{id}/commands/{command_id}/done; one not reported before its lease ends is
        handed out again (`claims` counts the hand-outs), so a device must tolerate running a command
        twice. Not idempotent, though a GET. Device token only. A device token (device_token_…) is
        accepted by the device routes only, and reaches only its own device: another device's id is 404;
        a revoked device's token is 401 at once.

        ``GET /api/v1/devices/{id}/commands`` (operationId ``devices-claimCommands``).

        Args:
            id: Device id (dev_…)
            status: Only pending commands are handed out
            limit: How many to claim at most, 1 to 50
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/commands",
                params={"status": status, "limit": limit},
                json_body=None,
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DevicesClaimCommandsResponse),
        )

    async def complete_command(
        self,
        id: str,
        command_id: str,
        *,
        result: dict[str, Any],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceCommand:
        """Report a command done

        Marks the command `done` with its `result`; it is never handed out again. A command of another
        device is 404; one already done is 409. Device token only. A device token (device_token_…) is
        accepted by the device routes only, and reaches only its own device: another device's id is 404;
        a revoked device's token is 401 at once. Audited as `device_command.done`, the device the actor.

        ``POST /api/v1/devices/{id}/commands/{command_id}/done`` (operationId ``devices-completeCommand``).

        Args:
            id: Device id (dev_…)
            command_id: Command id (dcmd_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/commands/{_path(command_id)}/done",
                params=None,
                json_body=_body({"result": result}),
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceCommand),
        )

    async def grant(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceGrant:
        """Grant a device to an agent

        Admins and owners, by browser session or personal token. The agent may then queue commands for
        the device by dispatching `device.command` (POST /api/v1/service-requests): governed by its
        binding, budgets and approval threshold, audited with the agent the actor. Granting again
        changes nothing and answers the grant there is. Another organization's device, a revoked one, or
        an agent not in the organization is 404. Audited as `device.granted`.

        ``POST /api/v1/devices/{id}/grants`` (operationId ``devices-grant``).

        Args:
            id: Device id (dev_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/grants",
                params=None,
                json_body=_body({"agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceGrant),
        )

    async def heartbeat(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Device:
        """A device says it is alive

        Records the heartbeat, which makes the device `online` in GET /api/v1/devices for a while.
        Device token only. A device token (device_token_…) is accepted by the device routes only, and
        reaches only its own device: another device's id is 404; a revoked device's token is 401 at
        once.

        ``POST /api/v1/devices/{id}/heartbeat`` (operationId ``devices-heartbeat``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/heartbeat",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Device),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Device]:
        """The workspace's devices

        The live (not revoked) devices of the caller's workspace, oldest first, a page at a time.
        `online` is true while the last heartbeat (POST /api/v1/devices/{id}/heartbeat) is younger than
        90 seconds. Tokens are never shown. By a person, members up.

        ``GET /api/v1/devices`` (operationId ``devices-list``).

        Args:
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/devices",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Device),
        )

    def list_commands(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "done"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.DeviceCommand]:
        """A device's commands, as people read them

        The device's commands in any status (or `status`), with their results, oldest first
        (`order=desc`: newest first), a page at a time. Reading hands no command out: the device claims
        its own with GET /api/v1/devices/{id}/commands?status=pending. Another organization's device, or
        a revoked one, is 404. By a person, members up.

        ``GET /api/v1/devices/{id}/commands/history`` (operationId ``devices-listCommands``).

        Args:
            id: Device id (dev_…)
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/commands/history",
                params={"limit": limit, "cursor": cursor, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceCommand),
        )

    async def list_grants(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DevicesListGrantsResponse:
        """The agents a device is granted to

        Every live agent that may command the device (device.command), in the order granted (one row per
        agent: no pages). Another organization's device, or a revoked one, is 404. By a person, members
        up.

        ``GET /api/v1/devices/{id}/grants`` (operationId ``devices-listGrants``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/grants",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DevicesListGrantsResponse),
        )

    def list_sessions(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.DeviceSession]:
        """A device's sessions

        Oldest first, a page at a time. By the device's own token, or a person, members up. A device
        token (device_token_…) is accepted by the device routes only, and reaches only its own device:
        another device's id is 404; a revoked device's token is 401 at once.

        ``GET /api/v1/devices/{id}/sessions`` (operationId ``devices-listSessions``).

        Args:
            id: Device id (dev_…)
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/devices/{_path(id)}/sessions",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("deviceToken", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceSession),
        )

    async def queue_command(
        self,
        id: str,
        *,
        command: str,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceCommand:
        """Queue a command for a device

        Queued `pending` for the device to claim (GET /api/v1/devices/{id}/commands?status=pending).
        Another organization's device, or a revoked one, is 404. By a person, members up; an agent the
        device is granted to (POST /api/v1/devices/{id}/grants) queues one by dispatching
        `device.command`, governed as any dispatch. Audited as `device_command.queued`.

        ``POST /api/v1/devices/{id}/commands`` (operationId ``devices-queueCommand``).

        Args:
            id: Device id (dev_…)
            command: What the device is to do; the device decides what it means
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/commands",
                params=None,
                json_body=_body({"command": command, "payload": payload}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceCommand),
        )

    async def register(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.RegisteredDevice:
        """Register a device

        A device in the caller's workspace. The answer (201) carries its `token` this once (prefix
        `device_token_`): the device sends it as `Authorization: Bearer device_token_…` to its
        heartbeat, command and session routes. A device token (device_token_…) is accepted by the device
        routes only, and reaches only its own device: another device's id is 404; a revoked device's
        token is 401 at once. By a person (browser session or personal token), members up. Audited as
        `device.registered`.

        ``POST /api/v1/devices`` (operationId ``devices-register``).

        Args:
            name: What people call the device
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/devices",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.RegisteredDevice),
        )

    async def revoke(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke a device

        Its token is refused (401) from the next request on, and it is no longer listed; its commands
        and sessions stay for the record. Another organization's device, or one already revoked, is 404.
        By a person, members up. Audited as `device.revoked`.

        ``DELETE /api/v1/devices/{id}`` (operationId ``devices-revoke``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/devices/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def revoke_grant(
        self,
        id: str,
        agent_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Take a device from an agent

        Admins and owners, by browser session or personal token. The agent's next device.command for the
        device ends blocked `resource_not_granted`; commands already queued stay queued. A device the
        agent was not granted is 404. Audited as `device.grant_revoked`.

        ``DELETE /api/v1/devices/{id}/grants/{agent_id}`` (operationId ``devices-revokeGrant``).

        Args:
            id: Device id (dev_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/devices/{_path(id)}/grants/{_path(agent_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def start_session(
        self,
        id: str,
        *,
        metadata: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DeviceSession:
        """Start a device session

        Started by the device itself (device token only), which alone knows when one begins; people read
        them. A device token (device_token_…) is accepted by the device routes only, and reaches only
        its own device: another device's id is 404; a revoked device's token is 401 at once.

        ``POST /api/v1/devices/{id}/sessions`` (operationId ``devices-startSession``).

        Args:
            id: Device id (dev_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/devices/{_path(id)}/sessions",
                params=None,
                json_body=_body({"metadata": metadata}),
                headers=_headers(extra_headers),
                security=("deviceToken",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DeviceSession),
        )


class AsyncDevicesWithRawResponse:
    """``async_client.with_raw_response.devices``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncDevices) -> None:
        self._resource = resource
        self.claim_commands = async_to_raw_response_wrapper(resource.claim_commands)
        self.complete_command = async_to_raw_response_wrapper(resource.complete_command)
        self.grant = async_to_raw_response_wrapper(resource.grant)
        self.heartbeat = async_to_raw_response_wrapper(resource.heartbeat)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.list_commands = async_to_raw_response_wrapper(resource.list_commands)
        self.list_grants = async_to_raw_response_wrapper(resource.list_grants)
        self.list_sessions = async_to_raw_response_wrapper(resource.list_sessions)
        self.queue_command = async_to_raw_response_wrapper(resource.queue_command)
        self.register = async_to_raw_response_wrapper(resource.register)
        self.revoke = async_to_raw_response_wrapper(resource.revoke)
        self.revoke_grant = async_to_raw_response_wrapper(resource.revoke_grant)
        self.start_session = async_to_raw_response_wrapper(resource.start_session)

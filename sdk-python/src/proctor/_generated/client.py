# GENERATED FILE, DO NOT EDIT. The clients and their resources.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property

from .._base_client import AsyncAPIClient, SyncAPIClient
from . import resources


class Proctor(SyncAPIClient):
    """The synchronous Proctor client (httpx.Client)."""

    @cached_property
    def agent_docs(self) -> resources.AgentDocs:
        return resources.AgentDocs(self)

    @cached_property
    def agents(self) -> resources.Agents:
        return resources.Agents(self)

    @cached_property
    def approvals(self) -> resources.Approvals:
        return resources.Approvals(self)

    @cached_property
    def audit_logs(self) -> resources.AuditLogs:
        return resources.AuditLogs(self)

    @cached_property
    def auth(self) -> resources.Auth:
        return resources.Auth(self)

    @cached_property
    def balance(self) -> resources.Balance:
        return resources.Balance(self)

    @cached_property
    def personal_tokens(self) -> resources.PersonalTokens:
        return resources.PersonalTokens(self)

    @cached_property
    def platform(self) -> resources.Platform:
        return resources.Platform(self)

    @cached_property
    def service_requests(self) -> resources.ServiceRequests:
        return resources.ServiceRequests(self)

    @cached_property
    def usage(self) -> resources.Usage:
        return resources.Usage(self)


class AsyncProctor(AsyncAPIClient):
    """The asynchronous Proctor client (httpx.AsyncClient); never blocks the event loop."""

    @cached_property
    def agent_docs(self) -> resources.AsyncAgentDocs:
        return resources.AsyncAgentDocs(self)

    @cached_property
    def agents(self) -> resources.AsyncAgents:
        return resources.AsyncAgents(self)

    @cached_property
    def approvals(self) -> resources.AsyncApprovals:
        return resources.AsyncApprovals(self)

    @cached_property
    def audit_logs(self) -> resources.AsyncAuditLogs:
        return resources.AsyncAuditLogs(self)

    @cached_property
    def auth(self) -> resources.AsyncAuth:
        return resources.AsyncAuth(self)

    @cached_property
    def balance(self) -> resources.AsyncBalance:
        return resources.AsyncBalance(self)

    @cached_property
    def personal_tokens(self) -> resources.AsyncPersonalTokens:
        return resources.AsyncPersonalTokens(self)

    @cached_property
    def platform(self) -> resources.AsyncPlatform:
        return resources.AsyncPlatform(self)

    @cached_property
    def service_requests(self) -> resources.AsyncServiceRequests:
        return resources.AsyncServiceRequests(self)

    @cached_property
    def usage(self) -> resources.AsyncUsage:
        return resources.AsyncUsage(self)

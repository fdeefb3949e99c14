# GENERATED FILE, DO NOT EDIT. Every resource, one module each.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from .agent_docs import AgentDocs, AsyncAgentDocs, AgentDocsWithRawResponse, AsyncAgentDocsWithRawResponse
from .agents import Agents, AsyncAgents, AgentsWithRawResponse, AsyncAgentsWithRawResponse
from .approvals import Approvals, AsyncApprovals, ApprovalsWithRawResponse, AsyncApprovalsWithRawResponse
from .audit_logs import AuditLogs, AsyncAuditLogs, AuditLogsWithRawResponse, AsyncAuditLogsWithRawResponse
from .auth import Auth, AsyncAuth, AuthWithRawResponse, AsyncAuthWithRawResponse
from .balance import Balance, AsyncBalance, BalanceWithRawResponse, AsyncBalanceWithRawResponse
from .personal_tokens import (
    PersonalTokens,
    AsyncPersonalTokens,
    PersonalTokensWithRawResponse,
    AsyncPersonalTokensWithRawResponse,
)
from .platform import Platform, AsyncPlatform, PlatformWithRawResponse, AsyncPlatformWithRawResponse
from .service_requests import (
    ServiceRequests,
    AsyncServiceRequests,
    ServiceRequestsWithRawResponse,
    AsyncServiceRequestsWithRawResponse,
)
from .usage import Usage, AsyncUsage, UsageWithRawResponse, AsyncUsageWithRawResponse

__all__ = [
    "AgentDocs",
    "AsyncAgentDocs",
    "AgentDocsWithRawResponse",
    "AsyncAgentDocsWithRawResponse",
    "Agents",
    "AsyncAgents",
    "AgentsWithRawResponse",
    "AsyncAgentsWithRawResponse",
    "Approvals",
    "AsyncApprovals",
    "ApprovalsWithRawResponse",
    "AsyncApprovalsWithRawResponse",
    "AuditLogs",
    "AsyncAuditLogs",
    "AuditLogsWithRawResponse",
    "AsyncAuditLogsWithRawResponse",
    "Auth",
    "AsyncAuth",
    "AuthWithRawResponse",
    "AsyncAuthWithRawResponse",
    "Balance",
    "AsyncBalance",
    "BalanceWithRawResponse",
    "AsyncBalanceWithRawResponse",
    "PersonalTokens",
    "AsyncPersonalTokens",
    "PersonalTokensWithRawResponse",
    "AsyncPersonalTokensWithRawResponse",
    "Platform",
    "AsyncPlatform",
    "PlatformWithRawResponse",
    "AsyncPlatformWithRawResponse",
    "ServiceRequests",
    "AsyncServiceRequests",
    "ServiceRequestsWithRawResponse",
    "AsyncServiceRequestsWithRawResponse",
    "Usage",
    "AsyncUsage",
    "UsageWithRawResponse",
    "AsyncUsageWithRawResponse",
]

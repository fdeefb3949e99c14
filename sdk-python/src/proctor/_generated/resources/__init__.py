# GENERATED FILE, DO NOT EDIT. Every resource, one module each.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from .agent_docs import AgentDocs, AsyncAgentDocs, AgentDocsWithRawResponse, AsyncAgentDocsWithRawResponse
from .agent_requests import (
    AgentRequests,
    AsyncAgentRequests,
    AgentRequestsWithRawResponse,
    AsyncAgentRequestsWithRawResponse,
)
from .agents import Agents, AsyncAgents, AgentsWithRawResponse, AsyncAgentsWithRawResponse
from .approvals import Approvals, AsyncApprovals, ApprovalsWithRawResponse, AsyncApprovalsWithRawResponse
from .audit_logs import AuditLogs, AsyncAuditLogs, AuditLogsWithRawResponse, AsyncAuditLogsWithRawResponse
from .auth import Auth, AsyncAuth, AuthWithRawResponse, AsyncAuthWithRawResponse
from .balance import Balance, AsyncBalance, BalanceWithRawResponse, AsyncBalanceWithRawResponse
from .billing import Billing, AsyncBilling, BillingWithRawResponse, AsyncBillingWithRawResponse
from .budget_requests import (
    BudgetRequests,
    AsyncBudgetRequests,
    BudgetRequestsWithRawResponse,
    AsyncBudgetRequestsWithRawResponse,
)
from .chat import Chat, AsyncChat, ChatWithRawResponse, AsyncChatWithRawResponse
from .connected_apps import (
    ConnectedApps,
    AsyncConnectedApps,
    ConnectedAppsWithRawResponse,
    AsyncConnectedAppsWithRawResponse,
)
from .devices import Devices, AsyncDevices, DevicesWithRawResponse, AsyncDevicesWithRawResponse
from .invites import Invites, AsyncInvites, InvitesWithRawResponse, AsyncInvitesWithRawResponse
from .knowledge import Knowledge, AsyncKnowledge, KnowledgeWithRawResponse, AsyncKnowledgeWithRawResponse
from .marketplace import Marketplace, AsyncMarketplace, MarketplaceWithRawResponse, AsyncMarketplaceWithRawResponse
from .models import Models, AsyncModels, ModelsWithRawResponse, AsyncModelsWithRawResponse
from .orgs import Orgs, AsyncOrgs, OrgsWithRawResponse, AsyncOrgsWithRawResponse
from .personal_tokens import (
    PersonalTokens,
    AsyncPersonalTokens,
    PersonalTokensWithRawResponse,
    AsyncPersonalTokensWithRawResponse,
)
from .platform import Platform, AsyncPlatform, PlatformWithRawResponse, AsyncPlatformWithRawResponse
from .promo import Promo, AsyncPromo, PromoWithRawResponse, AsyncPromoWithRawResponse
from .publications import Publications, AsyncPublications, PublicationsWithRawResponse, AsyncPublicationsWithRawResponse
from .publish_requests import (
    PublishRequests,
    AsyncPublishRequests,
    PublishRequestsWithRawResponse,
    AsyncPublishRequestsWithRawResponse,
)
from .scheduled_tasks import (
    ScheduledTasks,
    AsyncScheduledTasks,
    ScheduledTasksWithRawResponse,
    AsyncScheduledTasksWithRawResponse,
)
from .service_requests import (
    ServiceRequests,
    AsyncServiceRequests,
    ServiceRequestsWithRawResponse,
    AsyncServiceRequestsWithRawResponse,
)
from .speech import Speech, AsyncSpeech, SpeechWithRawResponse, AsyncSpeechWithRawResponse
from .storage import Storage, AsyncStorage, StorageWithRawResponse, AsyncStorageWithRawResponse
from .teams import Teams, AsyncTeams, TeamsWithRawResponse, AsyncTeamsWithRawResponse
from .triggers import Triggers, AsyncTriggers, TriggersWithRawResponse, AsyncTriggersWithRawResponse
from .usage import Usage, AsyncUsage, UsageWithRawResponse, AsyncUsageWithRawResponse
from .workflows import Workflows, AsyncWorkflows, WorkflowsWithRawResponse, AsyncWorkflowsWithRawResponse
from .workspaces import Workspaces, AsyncWorkspaces, WorkspacesWithRawResponse, AsyncWorkspacesWithRawResponse

__all__ = [
    "AgentDocs",
    "AsyncAgentDocs",
    "AgentDocsWithRawResponse",
    "AsyncAgentDocsWithRawResponse",
    "AgentRequests",
    "AsyncAgentRequests",
    "AgentRequestsWithRawResponse",
    "AsyncAgentRequestsWithRawResponse",
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
    "Billing",
    "AsyncBilling",
    "BillingWithRawResponse",
    "AsyncBillingWithRawResponse",
    "BudgetRequests",
    "AsyncBudgetRequests",
    "BudgetRequestsWithRawResponse",
    "AsyncBudgetRequestsWithRawResponse",
    "Chat",
    "AsyncChat",
    "ChatWithRawResponse",
    "AsyncChatWithRawResponse",
    "ConnectedApps",
    "AsyncConnectedApps",
    "ConnectedAppsWithRawResponse",
    "AsyncConnectedAppsWithRawResponse",
    "Devices",
    "AsyncDevices",
    "DevicesWithRawResponse",
    "AsyncDevicesWithRawResponse",
    "Invites",
    "AsyncInvites",
    "InvitesWithRawResponse",
    "AsyncInvitesWithRawResponse",
    "Knowledge",
    "AsyncKnowledge",
    "KnowledgeWithRawResponse",
    "AsyncKnowledgeWithRawResponse",
    "Marketplace",
    "AsyncMarketplace",
    "MarketplaceWithRawResponse",
    "AsyncMarketplaceWithRawResponse",
    "Models",
    "AsyncModels",
    "ModelsWithRawResponse",
    "AsyncModelsWithRawResponse",
    "Orgs",
    "AsyncOrgs",
    "OrgsWithRawResponse",
    "AsyncOrgsWithRawResponse",
    "PersonalTokens",
    "AsyncPersonalTokens",
    "PersonalTokensWithRawResponse",
    "AsyncPersonalTokensWithRawResponse",
    "Platform",
    "AsyncPlatform",
    "PlatformWithRawResponse",
    "AsyncPlatformWithRawResponse",
    "Promo",
    "AsyncPromo",
    "PromoWithRawResponse",
    "AsyncPromoWithRawResponse",
    "Publications",
    "AsyncPublications",
    "PublicationsWithRawResponse",
    "AsyncPublicationsWithRawResponse",
    "PublishRequests",
    "AsyncPublishRequests",
    "PublishRequestsWithRawResponse",
    "AsyncPublishRequestsWithRawResponse",
    "ScheduledTasks",
    "AsyncScheduledTasks",
    "ScheduledTasksWithRawResponse",
    "AsyncScheduledTasksWithRawResponse",
    "ServiceRequests",
    "AsyncServiceRequests",
    "ServiceRequestsWithRawResponse",
    "AsyncServiceRequestsWithRawResponse",
    "Speech",
    "AsyncSpeech",
    "SpeechWithRawResponse",
    "AsyncSpeechWithRawResponse",
    "Storage",
    "AsyncStorage",
    "StorageWithRawResponse",
    "AsyncStorageWithRawResponse",
    "Teams",
    "AsyncTeams",
    "TeamsWithRawResponse",
    "AsyncTeamsWithRawResponse",
    "Triggers",
    "AsyncTriggers",
    "TriggersWithRawResponse",
    "AsyncTriggersWithRawResponse",
    "Usage",
    "AsyncUsage",
    "UsageWithRawResponse",
    "AsyncUsageWithRawResponse",
    "Workflows",
    "AsyncWorkflows",
    "WorkflowsWithRawResponse",
    "AsyncWorkflowsWithRawResponse",
    "Workspaces",
    "AsyncWorkspaces",
    "WorkspacesWithRawResponse",
    "AsyncWorkspacesWithRawResponse",
]

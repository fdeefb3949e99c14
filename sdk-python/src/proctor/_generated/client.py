# GENERATED FILE, DO NOT EDIT. The clients and their resources.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property

from .._base_client import AsyncAPIClient, SyncAPIClient
from . import resources


class Proctor(SyncAPIClient):
    """The synchronous Proctor client (httpx.Client)."""

    @cached_property
    def with_raw_response(self) -> ProctorWithRawResponse:
        """Every resource again, its methods returning ``APIResponse``: ``client.with_raw_response.balance.retrieve()``."""
        return ProctorWithRawResponse(self)

    @cached_property
    def agent_docs(self) -> resources.AgentDocs:
        return resources.AgentDocs(self)

    @cached_property
    def agent_requests(self) -> resources.AgentRequests:
        return resources.AgentRequests(self)

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
    def billing(self) -> resources.Billing:
        return resources.Billing(self)

    @cached_property
    def budget_requests(self) -> resources.BudgetRequests:
        return resources.BudgetRequests(self)

    @cached_property
    def chat(self) -> resources.Chat:
        return resources.Chat(self)

    @cached_property
    def connected_apps(self) -> resources.ConnectedApps:
        return resources.ConnectedApps(self)

    @cached_property
    def devices(self) -> resources.Devices:
        return resources.Devices(self)

    @cached_property
    def invites(self) -> resources.Invites:
        return resources.Invites(self)

    @cached_property
    def knowledge(self) -> resources.Knowledge:
        return resources.Knowledge(self)

    @cached_property
    def marketplace(self) -> resources.Marketplace:
        return resources.Marketplace(self)

    @cached_property
    def models(self) -> resources.Models:
        return resources.Models(self)

    @cached_property
    def orgs(self) -> resources.Orgs:
        return resources.Orgs(self)

    @cached_property
    def personal_tokens(self) -> resources.PersonalTokens:
        return resources.PersonalTokens(self)

    @cached_property
    def platform(self) -> resources.Platform:
        return resources.Platform(self)

    @cached_property
    def promo(self) -> resources.Promo:
        return resources.Promo(self)

    @cached_property
    def publications(self) -> resources.Publications:
        return resources.Publications(self)

    @cached_property
    def publish_requests(self) -> resources.PublishRequests:
        return resources.PublishRequests(self)

    @cached_property
    def scheduled_tasks(self) -> resources.ScheduledTasks:
        return resources.ScheduledTasks(self)

    @cached_property
    def service_requests(self) -> resources.ServiceRequests:
        return resources.ServiceRequests(self)

    @cached_property
    def speech(self) -> resources.Speech:
        return resources.Speech(self)

    @cached_property
    def storage(self) -> resources.Storage:
        return resources.Storage(self)

    @cached_property
    def teams(self) -> resources.Teams:
        return resources.Teams(self)

    @cached_property
    def triggers(self) -> resources.Triggers:
        return resources.Triggers(self)

    @cached_property
    def usage(self) -> resources.Usage:
        return resources.Usage(self)

    @cached_property
    def workflows(self) -> resources.Workflows:
        return resources.Workflows(self)

    @cached_property
    def workspaces(self) -> resources.Workspaces:
        return resources.Workspaces(self)


class ProctorWithRawResponse:
    """``Proctor.with_raw_response``"""

    def __init__(self, client: Proctor) -> None:
        self._client = client

    @cached_property
    def agent_docs(self) -> resources.AgentDocsWithRawResponse:
        return resources.AgentDocsWithRawResponse(self._client.agent_docs)

    @cached_property
    def agent_requests(self) -> resources.AgentRequestsWithRawResponse:
        return resources.AgentRequestsWithRawResponse(self._client.agent_requests)

    @cached_property
    def agents(self) -> resources.AgentsWithRawResponse:
        return resources.AgentsWithRawResponse(self._client.agents)

    @cached_property
    def approvals(self) -> resources.ApprovalsWithRawResponse:
        return resources.ApprovalsWithRawResponse(self._client.approvals)

    @cached_property
    def audit_logs(self) -> resources.AuditLogsWithRawResponse:
        return resources.AuditLogsWithRawResponse(self._client.audit_logs)

    @cached_property
    def auth(self) -> resources.AuthWithRawResponse:
        return resources.AuthWithRawResponse(self._client.auth)

    @cached_property
    def balance(self) -> resources.BalanceWithRawResponse:
        return resources.BalanceWithRawResponse(self._client.balance)

    @cached_property
    def billing(self) -> resources.BillingWithRawResponse:
        return resources.BillingWithRawResponse(self._client.billing)

    @cached_property
    def budget_requests(self) -> resources.BudgetRequestsWithRawResponse:
        return resources.BudgetRequestsWithRawResponse(self._client.budget_requests)

    @cached_property
    def chat(self) -> resources.ChatWithRawResponse:
        return resources.ChatWithRawResponse(self._client.chat)

    @cached_property
    def connected_apps(self) -> resources.ConnectedAppsWithRawResponse:
        return resources.ConnectedAppsWithRawResponse(self._client.connected_apps)

    @cached_property
    def devices(self) -> resources.DevicesWithRawResponse:
        return resources.DevicesWithRawResponse(self._client.devices)

    @cached_property
    def invites(self) -> resources.InvitesWithRawResponse:
        return resources.InvitesWithRawResponse(self._client.invites)

    @cached_property
    def knowledge(self) -> resources.KnowledgeWithRawResponse:
        return resources.KnowledgeWithRawResponse(self._client.knowledge)

    @cached_property
    def marketplace(self) -> resources.MarketplaceWithRawResponse:
        return resources.MarketplaceWithRawResponse(self._client.marketplace)

    @cached_property
    def models(self) -> resources.ModelsWithRawResponse:
        return resources.ModelsWithRawResponse(self._client.models)

    @cached_property
    def orgs(self) -> resources.OrgsWithRawResponse:
        return resources.OrgsWithRawResponse(self._client.orgs)

    @cached_property
    def personal_tokens(self) -> resources.PersonalTokensWithRawResponse:
        return resources.PersonalTokensWithRawResponse(self._client.personal_tokens)

    @cached_property
    def platform(self) -> resources.PlatformWithRawResponse:
        return resources.PlatformWithRawResponse(self._client.platform)

    @cached_property
    def promo(self) -> resources.PromoWithRawResponse:
        return resources.PromoWithRawResponse(self._client.promo)

    @cached_property
    def publications(self) -> resources.PublicationsWithRawResponse:
        return resources.PublicationsWithRawResponse(self._client.publications)

    @cached_property
    def publish_requests(self) -> resources.PublishRequestsWithRawResponse:
        return resources.PublishRequestsWithRawResponse(self._client.publish_requests)

    @cached_property
    def scheduled_tasks(self) -> resources.ScheduledTasksWithRawResponse:
        return resources.ScheduledTasksWithRawResponse(self._client.scheduled_tasks)

    @cached_property
    def service_requests(self) -> resources.ServiceRequestsWithRawResponse:
        return resources.ServiceRequestsWithRawResponse(self._client.service_requests)

    @cached_property
    def speech(self) -> resources.SpeechWithRawResponse:
        return resources.SpeechWithRawResponse(self._client.speech)

    @cached_property
    def storage(self) -> resources.StorageWithRawResponse:
        return resources.StorageWithRawResponse(self._client.storage)

    @cached_property
    def teams(self) -> resources.TeamsWithRawResponse:
        return resources.TeamsWithRawResponse(self._client.teams)

    @cached_property
    def triggers(self) -> resources.TriggersWithRawResponse:
        return resources.TriggersWithRawResponse(self._client.triggers)

    @cached_property
    def usage(self) -> resources.UsageWithRawResponse:
        return resources.UsageWithRawResponse(self._client.usage)

    @cached_property
    def workflows(self) -> resources.WorkflowsWithRawResponse:
        return resources.WorkflowsWithRawResponse(self._client.workflows)

    @cached_property
    def workspaces(self) -> resources.WorkspacesWithRawResponse:
        return resources.WorkspacesWithRawResponse(self._client.workspaces)


class AsyncProctor(AsyncAPIClient):
    """The asynchronous Proctor client (httpx.AsyncClient); never blocks the event loop."""

    @cached_property
    def with_raw_response(self) -> AsyncProctorWithRawResponse:
        """Every resource again, its methods returning ``APIResponse``: ``client.with_raw_response.balance.retrieve()``."""
        return AsyncProctorWithRawResponse(self)

    @cached_property
    def agent_docs(self) -> resources.AsyncAgentDocs:
        return resources.AsyncAgentDocs(self)

    @cached_property
    def agent_requests(self) -> resources.AsyncAgentRequests:
        return resources.AsyncAgentRequests(self)

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
    def billing(self) -> resources.AsyncBilling:
        return resources.AsyncBilling(self)

    @cached_property
    def budget_requests(self) -> resources.AsyncBudgetRequests:
        return resources.AsyncBudgetRequests(self)

    @cached_property
    def chat(self) -> resources.AsyncChat:
        return resources.AsyncChat(self)

    @cached_property
    def connected_apps(self) -> resources.AsyncConnectedApps:
        return resources.AsyncConnectedApps(self)

    @cached_property
    def devices(self) -> resources.AsyncDevices:
        return resources.AsyncDevices(self)

    @cached_property
    def invites(self) -> resources.AsyncInvites:
        return resources.AsyncInvites(self)

    @cached_property
    def knowledge(self) -> resources.AsyncKnowledge:
        return resources.AsyncKnowledge(self)

    @cached_property
    def marketplace(self) -> resources.AsyncMarketplace:
        return resources.AsyncMarketplace(self)

    @cached_property
    def models(self) -> resources.AsyncModels:
        return resources.AsyncModels(self)

    @cached_property
    def orgs(self) -> resources.AsyncOrgs:
        return resources.AsyncOrgs(self)

    @cached_property
    def personal_tokens(self) -> resources.AsyncPersonalTokens:
        return resources.AsyncPersonalTokens(self)

    @cached_property
    def platform(self) -> resources.AsyncPlatform:
        return resources.AsyncPlatform(self)

    @cached_property
    def promo(self) -> resources.AsyncPromo:
        return resources.AsyncPromo(self)

    @cached_property
    def publications(self) -> resources.AsyncPublications:
        return resources.AsyncPublications(self)

    @cached_property
    def publish_requests(self) -> resources.AsyncPublishRequests:
        return resources.AsyncPublishRequests(self)

    @cached_property
    def scheduled_tasks(self) -> resources.AsyncScheduledTasks:
        return resources.AsyncScheduledTasks(self)

    @cached_property
    def service_requests(self) -> resources.AsyncServiceRequests:
        return resources.AsyncServiceRequests(self)

    @cached_property
    def speech(self) -> resources.AsyncSpeech:
        return resources.AsyncSpeech(self)

    @cached_property
    def storage(self) -> resources.AsyncStorage:
        return resources.AsyncStorage(self)

    @cached_property
    def teams(self) -> resources.AsyncTeams:
        return resources.AsyncTeams(self)

    @cached_property
    def triggers(self) -> resources.AsyncTriggers:
        return resources.AsyncTriggers(self)

    @cached_property
    def usage(self) -> resources.AsyncUsage:
        return resources.AsyncUsage(self)

    @cached_property
    def workflows(self) -> resources.AsyncWorkflows:
        return resources.AsyncWorkflows(self)

    @cached_property
    def workspaces(self) -> resources.AsyncWorkspaces:
        return resources.AsyncWorkspaces(self)


class AsyncProctorWithRawResponse:
    """``AsyncProctor.with_raw_response``"""

    def __init__(self, client: AsyncProctor) -> None:
        self._client = client

    @cached_property
    def agent_docs(self) -> resources.AsyncAgentDocsWithRawResponse:
        return resources.AsyncAgentDocsWithRawResponse(self._client.agent_docs)

    @cached_property
    def agent_requests(self) -> resources.AsyncAgentRequestsWithRawResponse:
        return resources.AsyncAgentRequestsWithRawResponse(self._client.agent_requests)

    @cached_property
    def agents(self) -> resources.AsyncAgentsWithRawResponse:
        return resources.AsyncAgentsWithRawResponse(self._client.agents)

    @cached_property
    def approvals(self) -> resources.AsyncApprovalsWithRawResponse:
        return resources.AsyncApprovalsWithRawResponse(self._client.approvals)

    @cached_property
    def audit_logs(self) -> resources.AsyncAuditLogsWithRawResponse:
        return resources.AsyncAuditLogsWithRawResponse(self._client.audit_logs)

    @cached_property
    def auth(self) -> resources.AsyncAuthWithRawResponse:
        return resources.AsyncAuthWithRawResponse(self._client.auth)

    @cached_property
    def balance(self) -> resources.AsyncBalanceWithRawResponse:
        return resources.AsyncBalanceWithRawResponse(self._client.balance)

    @cached_property
    def billing(self) -> resources.AsyncBillingWithRawResponse:
        return resources.AsyncBillingWithRawResponse(self._client.billing)

    @cached_property
    def budget_requests(self) -> resources.AsyncBudgetRequestsWithRawResponse:
        return resources.AsyncBudgetRequestsWithRawResponse(self._client.budget_requests)

    @cached_property
    def chat(self) -> resources.AsyncChatWithRawResponse:
        return resources.AsyncChatWithRawResponse(self._client.chat)

    @cached_property
    def connected_apps(self) -> resources.AsyncConnectedAppsWithRawResponse:
        return resources.AsyncConnectedAppsWithRawResponse(self._client.connected_apps)

    @cached_property
    def devices(self) -> resources.AsyncDevicesWithRawResponse:
        return resources.AsyncDevicesWithRawResponse(self._client.devices)

    @cached_property
    def invites(self) -> resources.AsyncInvitesWithRawResponse:
        return resources.AsyncInvitesWithRawResponse(self._client.invites)

    @cached_property
    def knowledge(self) -> resources.AsyncKnowledgeWithRawResponse:
        return resources.AsyncKnowledgeWithRawResponse(self._client.knowledge)

    @cached_property
    def marketplace(self) -> resources.AsyncMarketplaceWithRawResponse:
        return resources.AsyncMarketplaceWithRawResponse(self._client.marketplace)

    @cached_property
    def models(self) -> resources.AsyncModelsWithRawResponse:
        return resources.AsyncModelsWithRawResponse(self._client.models)

    @cached_property
    def orgs(self) -> resources.AsyncOrgsWithRawResponse:
        return resources.AsyncOrgsWithRawResponse(self._client.orgs)

    @cached_property
    def personal_tokens(self) -> resources.AsyncPersonalTokensWithRawResponse:
        return resources.AsyncPersonalTokensWithRawResponse(self._client.personal_tokens)

    @cached_property
    def platform(self) -> resources.AsyncPlatformWithRawResponse:
        return resources.AsyncPlatformWithRawResponse(self._client.platform)

    @cached_property
    def promo(self) -> resources.AsyncPromoWithRawResponse:
        return resources.AsyncPromoWithRawResponse(self._client.promo)

    @cached_property
    def publications(self) -> resources.AsyncPublicationsWithRawResponse:
        return resources.AsyncPublicationsWithRawResponse(self._client.publications)

    @cached_property
    def publish_requests(self) -> resources.AsyncPublishRequestsWithRawResponse:
        return resources.AsyncPublishRequestsWithRawResponse(self._client.publish_requests)

    @cached_property
    def scheduled_tasks(self) -> resources.AsyncScheduledTasksWithRawResponse:
        return resources.AsyncScheduledTasksWithRawResponse(self._client.scheduled_tasks)

    @cached_property
    def service_requests(self) -> resources.AsyncServiceRequestsWithRawResponse:
        return resources.AsyncServiceRequestsWithRawResponse(self._client.service_requests)

    @cached_property
    def speech(self) -> resources.AsyncSpeechWithRawResponse:
        return resources.AsyncSpeechWithRawResponse(self._client.speech)

    @cached_property
    def storage(self) -> resources.AsyncStorageWithRawResponse:
        return resources.AsyncStorageWithRawResponse(self._client.storage)

    @cached_property
    def teams(self) -> resources.AsyncTeamsWithRawResponse:
        return resources.AsyncTeamsWithRawResponse(self._client.teams)

    @cached_property
    def triggers(self) -> resources.AsyncTriggersWithRawResponse:
        return resources.AsyncTriggersWithRawResponse(self._client.triggers)

    @cached_property
    def usage(self) -> resources.AsyncUsageWithRawResponse:
        return resources.AsyncUsageWithRawResponse(self._client.usage)

    @cached_property
    def workflows(self) -> resources.AsyncWorkflowsWithRawResponse:
        return resources.AsyncWorkflowsWithRawResponse(self._client.workflows)

    @cached_property
    def workspaces(self) -> resources.AsyncWorkspacesWithRawResponse:
        return resources.AsyncWorkspacesWithRawResponse(self._client.workspaces)

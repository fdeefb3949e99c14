# GENERATED FILE, DO NOT EDIT. The dispatch catalog and the operationId -> method map.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from typing import Literal, NamedTuple

from proctor._models import BaseModel

from . import models


class OperationTypes(NamedTuple):
    payload: type[BaseModel]
    result: type[BaseModel] | None


OperationName = Literal[
    "audio.transcribe",
    "chat.send",
    "data.csv_parse",
    "email.read",
    "email.reply",
    "email.send",
    "embeddings.create",
    "notification.webhook",
    "text_generation.generate",
    "ticket.create",
    "ticket.update",
    "web.fetch_url",
    "web_search.search",
    "workflow.run",
]

"""Every operation of the catalog, as ``"<service>.<operation>"``."""
OPERATIONS: dict[str, OperationTypes] = {
    "audio.transcribe": OperationTypes(models.AudioTranscribePayload, models.AudioTranscribeResult),
    "chat.send": OperationTypes(models.ChatSendPayload, models.ChatSendResult),
    "data.csv_parse": OperationTypes(models.DataCsvParsePayload, models.DataCsvParseResult),
    "email.read": OperationTypes(models.EmailReadPayload, models.EmailReadResult),
    "email.reply": OperationTypes(models.EmailReplyPayload, models.EmailReplyResult),
    "email.send": OperationTypes(models.EmailSendPayload, models.EmailSendResult),
    "embeddings.create": OperationTypes(models.EmbeddingsCreatePayload, models.EmbeddingsCreateResult),
    "notification.webhook": OperationTypes(models.NotificationWebhookPayload, models.NotificationWebhookResult),
    "text_generation.generate": OperationTypes(
        models.TextGenerationGeneratePayload, models.TextGenerationGenerateResult
    ),
    "ticket.create": OperationTypes(models.TicketCreatePayload, models.TicketCreateResult),
    "ticket.update": OperationTypes(models.TicketUpdatePayload, models.TicketUpdateResult),
    "web.fetch_url": OperationTypes(models.WebFetchUrlPayload, models.WebFetchUrlResult),
    "web_search.search": OperationTypes(models.WebSearchSearchPayload, models.WebSearchSearchResult),
    "workflow.run": OperationTypes(models.WorkflowRunPayload, models.WorkflowRunResult),
}

"""operationId -> (resource path, method name) on ``Proctor`` / ``AsyncProctor``."""
OPERATION_METHODS: dict[str, tuple[tuple[str, ...], str]] = {
    "platform-health": (("platform",), "health"),
    "platform-ready": (("platform",), "ready"),
    "platform-agentDocs": (("agent_docs",), "retrieve"),
    "auth-signup": (("auth",), "signup"),
    "auth-login": (("auth",), "login"),
    "auth-logout": (("auth",), "logout"),
    "auth-session": (("auth",), "session"),
    "personalTokens-list": (("personal_tokens",), "list"),
    "personalTokens-create": (("personal_tokens",), "create"),
    "personalTokens-update": (("personal_tokens",), "update"),
    "personalTokens-delete": (("personal_tokens",), "delete"),
    "agents-list": (("agents",), "list"),
    "agents-create": (("agents",), "create"),
    "agents-me": (("agents",), "me"),
    "agents-get": (("agents",), "retrieve"),
    "agents-update": (("agents",), "update"),
    "agents-delete": (("agents",), "delete"),
    "agents-rotateKey": (("agents",), "rotate_key"),
    "agents-clone": (("agents",), "clone"),
    "agents-setBudget": (("agents",), "set_budget"),
    "agents-listBindings": (("agents", "bindings"), "list"),
    "agents-upsertBinding": (("agents", "bindings"), "upsert"),
    "agents-deleteBinding": (("agents", "bindings"), "delete"),
    "agents-listSkills": (("agents", "skills"), "list"),
    "agents-spawn": (("agents",), "spawn"),
    "agents-listActivity": (("agents", "activity"), "list"),
    "agents-conversations-list": (("agents", "conversations"), "list"),
    "agents-conversations-create": (("agents", "conversations"), "create"),
    "agents-conversations-get": (("agents", "conversations"), "retrieve"),
    "agents-conversations-messages-list": (("agents", "conversations", "messages"), "list"),
    "agents-conversations-messages-create": (("agents", "conversations", "messages"), "create"),
    "agents-delegatedTasks-list": (("agents", "delegated_tasks"), "list"),
    "agents-delegatedTasks-create": (("agents", "delegated_tasks"), "create"),
    "agents-delegatedTasks-get": (("agents", "delegated_tasks"), "retrieve"),
    "agents-delegatedTasks-update": (("agents", "delegated_tasks"), "update"),
    "agents-memories-list": (("agents", "memories"), "list"),
    "agents-memories-create": (("agents", "memories"), "create"),
    "agents-memories-update": (("agents", "memories"), "update"),
    "agents-memories-delete": (("agents", "memories"), "delete"),
    "agents-memories-graph": (("agents", "memories"), "graph"),
    "serviceRequests-list": (("service_requests",), "list"),
    "serviceRequests-create": (("service_requests",), "create"),
    "serviceRequests-events": (("service_requests",), "events"),
    "serviceRequests-get": (("service_requests",), "retrieve"),
    "approvals-list": (("approvals",), "list"),
    "approvals-approve": (("approvals",), "approve"),
    "approvals-reject": (("approvals",), "reject"),
    "auditLogs-list": (("audit_logs",), "list"),
    "auditLogs-verify": (("audit_logs",), "verify"),
    "usage-get": (("usage",), "retrieve"),
    "balance-get": (("balance",), "retrieve"),
    "balance-topUp": (("balance",), "top_up"),
    "billing-createCheckoutSession": (("billing", "checkout_sessions"), "create"),
    "billing-getCheckoutSession": (("billing", "checkout_sessions"), "retrieve"),
    "promo-redeem": (("promo",), "redeem"),
    "promo-listCodes": (("promo", "codes"), "list"),
    "promo-createCode": (("promo", "codes"), "create"),
    "promo-deleteCode": (("promo", "codes"), "delete"),
    "orgs-listMembers": (("orgs", "members"), "list"),
    "orgs-updateMember": (("orgs", "members"), "update"),
    "orgs-removeMember": (("orgs", "members"), "delete"),
    "orgs-listInvites": (("orgs", "invites"), "list"),
    "orgs-createInvite": (("orgs", "invites"), "create"),
    "orgs-revokeInvite": (("orgs", "invites"), "delete"),
    "invites-accept": (("invites",), "accept"),
    "workspaces-list": (("workspaces",), "list"),
    "workspaces-create": (("workspaces",), "create"),
    "workspaces-switch": (("workspaces",), "switch"),
    "teams-list": (("teams",), "list"),
    "teams-create": (("teams",), "create"),
    "teams-switch": (("teams",), "switch"),
    "teams-listMembers": (("teams", "members"), "list"),
    "teams-addMember": (("teams", "members"), "add"),
    "teams-updateMember": (("teams", "members"), "update"),
    "teams-getBudget": (("teams",), "get_budget"),
    "teams-setBudget": (("teams",), "set_budget"),
    "teams-allocateBudget": (("teams",), "allocate_budget"),
    "teams-allocateWorkerBudget": (("teams",), "allocate_worker_budget"),
    "budgetRequests-list": (("budget_requests",), "list"),
    "budgetRequests-create": (("budget_requests",), "create"),
    "budgetRequests-decide": (("budget_requests",), "decide"),
    "agentRequests-list": (("agent_requests",), "list"),
    "agentRequests-create": (("agent_requests",), "create"),
    "agentRequests-get": (("agent_requests",), "retrieve"),
    "agentRequests-answer": (("agent_requests",), "answer"),
    "platform-openapi": (("platform",), "openapi"),
}

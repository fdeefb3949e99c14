// GENERATED FILE, DO NOT EDIT. The values of the enum properties of the document.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

/** The values of each enum property of each component schema, by schema and property. */
export const ENUMS = {
  WorkflowStep: {
    "type": ["service_call","delegation","approval","condition","delay","webhook","memory_read","memory_write","agent_request","run_workflow"],
  },
  Session: {
    "role": ["owner","admin","member"],
    "permissions": ["publish.manage"],
    "assignable_roles": ["owner","admin","member"],
  },
  Agent: {
    "status": ["active","paused","disabled"],
  },
  AgentSelf: {
    "mode": ["live","test"],
    "status": ["active","paused","disabled"],
  },
  AgentSkill: {
    "type": ["service","workflow"],
  },
  ActivityItem: {
    "mode": ["live","test"],
    "type": ["service_call","delegation","memory","audit"],
  },
  PublishRequest: {
    "kind": ["workflow","agent"],
    "scope": ["team","org"],
    "status": ["pending","approved","rejected"],
  },
  ConversationMessage: {
    "role": ["user","assistant","system","tool"],
  },
  DelegatedTask: {
    "mode": ["live","test"],
    "status": ["accepted","in_progress","completed","failed","cancelled"],
  },
  SkillProposal: {
    "status": ["pending","approved","rejected"],
  },
  ServiceRequestDryRun: {
    "decision": ["executed","blocked","approval_required","failed"],
    "mode": ["live","test"],
  },
  LevelHeadroom: {
    "level": ["binding_day","binding_month","agent","team_day","team_month","team_total","worker","task","wallet"],
    "scope": ["binding","agent","team","worker","task","wallet"],
    "unit": ["requests","cents"],
  },
  Approval: {
    "status": ["pending","approved","rejected","expired"],
    "kind": ["service_request","workflow_step"],
  },
  AuditEntry: {
    "mode": ["live","test"],
  },
  Usage: {
    "group_by": ["operation","agent","day","team","worker"],
  },
  BudgetOverview: {
    "mode": ["live","test"],
  },
  CheckoutSession: {
    "status": ["open","complete","expired"],
    "provider": ["stripe","sandbox"],
  },
  Member: {
    "role": ["owner","admin","member"],
    "permissions": ["publish.manage"],
    "held_permissions": ["publish.manage"],
  },
  Invite: {
    "role": ["owner","admin","member"],
  },
  TeamWarning: {
    "code": ["team_limit_exceeded"],
  },
  TeamMember: {
    "role": ["manager","worker"],
  },
  BudgetRequest: {
    "status": ["pending","approved","rejected"],
  },
  AgentRequest: {
    "kind": ["question","decision","help","notice"],
    "status": ["open","resolved","dismissed"],
  },
  Workflow: {
    "visibility": ["private","team","org"],
  },
  WorkflowVersion: {
    "status": ["draft","published"],
  },
  WorkflowRun: {
    "mode": ["live","test"],
    "status": ["running","completed","failed","cancelled"],
  },
  WorkflowStepRun: {
    "status": ["pending","running","waiting","completed","failed","skipped","cancelled"],
  },
  Publication: {
    "kind": ["workflow","agent"],
    "scope": ["team","org"],
    "status": ["live","revoked"],
  },
  MarketplaceListing: {
    "kind": ["workflow","agent"],
    "scope": ["team","org"],
  },
  ConnectedApp: {
    "provider": ["slack","nylas","hubspot","salesforce","zendesk","jira","stripe"],
    "family": ["team_chat","email","crm","ticketing","calendar","payments"],
    "status": ["active","needs_reauth","revoked"],
  },
  ConnectedAppProvider: {
    "provider": ["slack","nylas","hubspot","salesforce","zendesk","jira","stripe"],
    "family": ["team_chat","email","crm","ticketing","calendar","payments"],
    "serves": ["team_chat","email","crm","ticketing","calendar","payments"],
    "availability": ["configured","sandbox","not_configured"],
  },
  ScheduledTask: {
    "mode": ["live","test"],
    "status": ["active","paused"],
  },
  EventFire: {
    "status": ["pending","fired","skipped"],
  },
  KnowledgeCollection: {
    "embedder": ["local","provider"],
  },
  KnowledgeDocument: {
    "status": ["pending","processing","ready","failed"],
  },
  StorageObject: {
    "status": ["pending","available","deleted","purged"],
  },
  Trigger: {
    "kind": ["cron","webhook"],
    "mode": ["live","test"],
    "status": ["active","paused"],
  },
  CreatedTrigger: {
    "kind": ["cron","webhook"],
    "mode": ["live","test"],
    "status": ["active","paused"],
  },
  DeviceCommand: {
    "status": ["pending","done"],
  },
  ChatSession: {
    "mode": ["live","test"],
    "status": ["open","closed"],
  },
  ChatSessionWithHistory: {
    "mode": ["live","test"],
    "status": ["open","closed"],
  },
  ChatMessage: {
    "role": ["user","assistant","tool"],
  },
  ChatToolCall: {
    "kind": ["governed","local"],
  },
  ChatTurn: {
    "status": ["running","paused","completed","failed","cancelled"],
  },
  ModelList: {
    "source": ["aggregator","sandbox"],
  },
  Voice: {
    "provider": ["local","live"],
    "gender": ["male","female"],
  },
  ServiceRequest: {
    "status": ["executed","blocked","approval_required","failed","running"],
    "mode": ["live","test"],
  },
  WorkflowStepOutput: {
    "type": ["service_call","delegation","approval","condition","delay","webhook","memory_read","memory_write","agent_request","run_workflow"],
  },
  StreamReconnect: {
    "reason": ["max_duration","idle","shutdown"],
  },
  ChatToolPlannedEvent: {
    "kind": ["governed","local"],
  },
  ChatToolDoneEvent: {
    "status": ["executed","running","blocked","failed"],
  },
  ChatDoneEvent: {
    "status": ["completed","paused","failed","cancelled"],
  },
  TicketCreatePayload: {
    "priority": ["low","normal","high","urgent"],
    "app": ["zendesk","jira"],
  },
  TicketCreateResult: {
    "status": ["open","pending","solved","closed"],
  },
  TicketUpdatePayload: {
    "status": ["open","pending","solved","closed"],
    "app": ["zendesk","jira"],
  },
  TicketUpdateResult: {
    "status": ["open","pending","solved","closed"],
  },
  WorkflowRunPayload: {
    "version": ["published","newest"],
  },
  TicketGetPayload: {
    "app": ["zendesk","jira"],
  },
  TicketGetResult: {
    "status": ["open","pending","solved","closed"],
    "priority": ["low","normal","high","urgent"],
  },
  TicketCommentPayload: {
    "app": ["zendesk","jira"],
  },
  CalendarCreateEventResult: {
    "status": ["confirmed","tentative","cancelled"],
  },
  ImageGeneratePayload: {
    "size": ["1024x1024","1792x1024","1024x1792"],
    "quality": ["standard","hd"],
    "style": ["vivid","natural"],
  },
  ImageGenerateResult: {
    "size": ["1024x1024","1792x1024","1024x1792"],
    "quality": ["standard","hd"],
  },
  TranslationTranslatePayload: {
    "formality": ["default","more","less","prefer_more","prefer_less"],
  },
  StorageGetObjectPayload: {
    "as": ["text","base64"],
  },
  DocumentExtractTextPayload: {
    "content_type": ["application/pdf","text/html","application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  },
  DocumentExtractTextResult: {
    "content_type": ["application/pdf","text/html","application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  },
  WebSearchNewsPayload: {
    "freshness": ["day","week","month","year"],
  },
  PaymentsRefundPayload: {
    "reason": ["duplicate","fraudulent","requested_by_customer"],
  },
  PaymentsRefundResult: {
    "status": ["pending","requires_action","succeeded","failed","canceled"],
  },
  CrmSearchContactsPayload: {
    "app": ["hubspot","salesforce"],
  },
  CrmCreateContactPayload: {
    "app": ["hubspot","salesforce"],
  },
  CrmUpdateDealPayload: {
    "app": ["hubspot","salesforce"],
  },
  CrmUpdateDealResult: {
    "updated_fields": ["name","stage","amount","close_date"],
  },
  CrmLogActivityPayload: {
    "type": ["note","call","meeting"],
    "app": ["hubspot","salesforce"],
  },
  CrmLogActivityResult: {
    "type": ["note","call","meeting"],
  },
} as const;

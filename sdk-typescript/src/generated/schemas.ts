// GENERATED FILE, DO NOT EDIT. Every component schema of the document by its own name.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { components } from './openapi.js';

export type WorkflowStep = components['schemas']["WorkflowStep"];
export type WorkflowEdge = components['schemas']["WorkflowEdge"];
export type AgentDocs = components['schemas']["AgentDocs"];
export type CatalogOperation = components['schemas']["CatalogOperation"];
export type Session = components['schemas']["Session"];
/**
 * What the person may do in this organization, computed by the server from their role and permissions with the rules it enforces: a client shows or hides an action by these, and never keeps a table of roles of its own
 */
export type Capabilities = components['schemas']["Capabilities"];
export type PersonalToken = components['schemas']["PersonalToken"];
export type Agent = components['schemas']["Agent"];
export type AgentSelf = components['schemas']["AgentSelf"];
export type MonthAllowance = components['schemas']["MonthAllowance"];
export type BindingAllowance = components['schemas']["BindingAllowance"];
export type DayAllowance = components['schemas']["DayAllowance"];
export type SpendAllowance = components['schemas']["SpendAllowance"];
export type ServiceBinding = components['schemas']["ServiceBinding"];
export type AgentSkill = components['schemas']["AgentSkill"];
export type SpawnedAgent = components['schemas']["SpawnedAgent"];
/**
 * An entry of the audit trail, with the kind of activity it records
 */
export type ActivityItem = components['schemas']["ActivityItem"];
export type PublishRequest = components['schemas']["PublishRequest"];
export type Conversation = components['schemas']["Conversation"];
export type ConversationMessage = components['schemas']["ConversationMessage"];
export type DelegatedTask = components['schemas']["DelegatedTask"];
export type Memory = components['schemas']["Memory"];
export type MemoryGraph = components['schemas']["MemoryGraph"];
export type SkillProposal = components['schemas']["SkillProposal"];
export type ServiceRequestDryRun = components['schemas']["ServiceRequestDryRun"];
export type LevelHeadroom = components['schemas']["LevelHeadroom"];
export type McpAnswer = components['schemas']["McpAnswer"];
export type McpProtocolError = components['schemas']["McpProtocolError"];
export type Approval = components['schemas']["Approval"];
/**
 * One change, written in the same transaction as the change itself: an entry exists if and only if the change happened. The database refuses to update (but for sealing a pending entry into the chain), delete or truncate entries.
 */
export type AuditEntry = components['schemas']["AuditEntry"];
export type AuditVerification = components['schemas']["AuditVerification"];
export type Usage = components['schemas']["Usage"];
export type BudgetOverview = components['schemas']["BudgetOverview"];
export type PaymentEventReceipt = components['schemas']["PaymentEventReceipt"];
export type SlackEventReceipt = components['schemas']["SlackEventReceipt"];
export type VoiceStatusReceipt = components['schemas']["VoiceStatusReceipt"];
export type Balance = components['schemas']["Balance"];
export type TeamBudget = components['schemas']["TeamBudget"];
export type CheckoutSession = components['schemas']["CheckoutSession"];
export type PromoRedemption = components['schemas']["PromoRedemption"];
export type PromoCode = components['schemas']["PromoCode"];
export type Member = components['schemas']["Member"];
export type Invite = components['schemas']["Invite"];
export type Workspace = components['schemas']["Workspace"];
export type Team = components['schemas']["Team"];
export type TeamWarning = components['schemas']["TeamWarning"];
export type TeamMember = components['schemas']["TeamMember"];
export type WorkerAllocation = components['schemas']["WorkerAllocation"];
export type BudgetRequest = components['schemas']["BudgetRequest"];
export type AgentRequest = components['schemas']["AgentRequest"];
export type Workflow = components['schemas']["Workflow"];
export type WorkflowGrant = components['schemas']["WorkflowGrant"];
export type WorkflowVersion = components['schemas']["WorkflowVersion"];
export type WorkflowRun = components['schemas']["WorkflowRun"];
export type WorkflowStepRun = components['schemas']["WorkflowStepRun"];
export type Publication = components['schemas']["Publication"];
export type MarketplaceListing = components['schemas']["MarketplaceListing"];
export type ConnectedApp = components['schemas']["ConnectedApp"];
export type ConnectedAppProvider = components['schemas']["ConnectedAppProvider"];
export type ScheduledTask = components['schemas']["ScheduledTask"];
export type EventFire = components['schemas']["EventFire"];
export type KnowledgeCollection = components['schemas']["KnowledgeCollection"];
export type KnowledgeDocument = components['schemas']["KnowledgeDocument"];
export type KnowledgeSearchResult = components['schemas']["KnowledgeSearchResult"];
export type KnowledgeHit = components['schemas']["KnowledgeHit"];
export type KnowledgeGrant = components['schemas']["KnowledgeGrant"];
export type StorageObject = components['schemas']["StorageObject"];
export type CreatedStorageObject = components['schemas']["CreatedStorageObject"];
export type Trigger = components['schemas']["Trigger"];
export type CreatedTrigger = components['schemas']["CreatedTrigger"];
export type RegisteredDevice = components['schemas']["RegisteredDevice"];
export type Device = components['schemas']["Device"];
export type DeviceGrant = components['schemas']["DeviceGrant"];
export type DeviceCommand = components['schemas']["DeviceCommand"];
export type DeviceSession = components['schemas']["DeviceSession"];
export type ChatSession = components['schemas']["ChatSession"];
export type ChatSessionWithHistory = components['schemas']["ChatSessionWithHistory"];
export type ChatMessage = components['schemas']["ChatMessage"];
export type ChatToolCall = components['schemas']["ChatToolCall"];
export type ChatTurn = components['schemas']["ChatTurn"];
export type ChatApprovalDecision = components['schemas']["ChatApprovalDecision"];
export type ModelList = components['schemas']["ModelList"];
export type Model = components['schemas']["Model"];
export type ModelFavorite = components['schemas']["ModelFavorite"];
export type Voice = components['schemas']["Voice"];
export type ServiceRequest = components['schemas']["ServiceRequest"];
export type WorkflowStepOutput = components['schemas']["WorkflowStepOutput"];
/**
 * The one error envelope of every non-2xx response
 */
export type Error = components['schemas']["Error"];
/**
 * The server closed the stream; connect again with Last-Event-ID
 */
export type StreamReconnect = components['schemas']["StreamReconnect"];
/**
 * The model serving the next round of the turn
 */
export type ChatModelEvent = components['schemas']["ChatModelEvent"];
/**
 * Progress, in words
 */
export type ChatStatusEvent = components['schemas']["ChatStatusEvent"];
/**
 * A piece of the model's reasoning, when it shows it
 */
export type ChatThinkingEvent = components['schemas']["ChatThinkingEvent"];
/**
 * A piece of the assistant's text as it is written
 */
export type ChatMessageDeltaEvent = components['schemas']["ChatMessageDeltaEvent"];
/**
 * The model asked for a tool call
 */
export type ChatToolPlannedEvent = components['schemas']["ChatToolPlannedEvent"];
/**
 * A governed call is being dispatched through the pipeline
 */
export type ChatToolExecutingEvent = components['schemas']["ChatToolExecutingEvent"];
/**
 * A tool call finished
 */
export type ChatToolDoneEvent = components['schemas']["ChatToolDoneEvent"];
/**
 * A call waits for a person's approval: the turn pauses (done with status paused) until it is decided and resumed with continue_from
 */
export type ChatToolPendingEvent = components['schemas']["ChatToolPendingEvent"];
/**
 * Calls of the client's own tools: the turn pauses until their results come back
 */
export type ChatLocalToolsPendingEvent = components['schemas']["ChatLocalToolsPendingEvent"];
/**
 * Tokens and cost of the turn
 */
export type ChatUsageEvent = components['schemas']["ChatUsageEvent"];
/**
 * An assistant message, whole: one per model round
 */
export type ChatMessageEvent = components['schemas']["ChatMessageEvent"];
/**
 * The turn ended, or paused
 */
export type ChatDoneEvent = components['schemas']["ChatDoneEvent"];
/**
 * Why a request was not executed, typed: its reason, the advice, and the limit it met with when that limit counts afresh
 */
export type Refusal = components['schemas']["Refusal"];
/**
 * The payload of web_search.search: Searches the web and returns the top results, each with its title, URL and a matching snippet.
 */
export type WebSearchSearchPayload = components['schemas']["WebSearchSearchPayload"];
/**
 * The result of web_search.search when executed
 */
export type WebSearchSearchResult = components['schemas']["WebSearchSearchResult"];
/**
 * The payload of text_generation.generate: Generates the next message of a conversation with a model chosen from the model aggregator, optionally offering it function tools to call. Test mode answers with a deterministic model: it repeats the last user message and, for each line of it of the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered, calls that tool; given the tools' results it names each outcome.
 */
export type TextGenerationGeneratePayload = components['schemas']["TextGenerationGeneratePayload"];
/**
 * The result of text_generation.generate when executed
 */
export type TextGenerationGenerateResult = components['schemas']["TextGenerationGenerateResult"];
/**
 * The payload of email.send: Sends a plain-text email.
 */
export type EmailSendPayload = components['schemas']["EmailSendPayload"];
/**
 * The result of email.send when executed
 */
export type EmailSendResult = components['schemas']["EmailSendResult"];
/**
 * The payload of email.read: Lists the newest messages of a folder of the organization’s mailbox (its Nylas email app).
 */
export type EmailReadPayload = components['schemas']["EmailReadPayload"];
/**
 * The result of email.read when executed
 */
export type EmailReadResult = components['schemas']["EmailReadResult"];
/**
 * The payload of email.reply: Replies to a message of the organization’s mailbox (its Nylas email app), in its thread, to its sender (or its Reply-To).
 */
export type EmailReplyPayload = components['schemas']["EmailReplyPayload"];
/**
 * The result of email.reply when executed
 */
export type EmailReplyResult = components['schemas']["EmailReplyResult"];
/**
 * The payload of audio.transcribe: Transcribes a recording reachable at a URL into text. Long recordings may finish later (status running).
 */
export type AudioTranscribePayload = components['schemas']["AudioTranscribePayload"];
/**
 * The result of audio.transcribe when executed
 */
export type AudioTranscribeResult = components['schemas']["AudioTranscribeResult"];
/**
 * The payload of chat.send: Posts a message to a channel of the organization’s team chat (its Slack app), as the app’s bot.
 */
export type ChatSendPayload = components['schemas']["ChatSendPayload"];
/**
 * The result of chat.send when executed
 */
export type ChatSendResult = components['schemas']["ChatSendResult"];
/**
 * The payload of ticket.create: Opens a ticket in the organization’s ticketing app: a Zendesk ticket, or a Task in a Jira project (then `project` is required).
 */
export type TicketCreatePayload = components['schemas']["TicketCreatePayload"];
/**
 * The result of ticket.create when executed
 */
export type TicketCreateResult = components['schemas']["TicketCreateResult"];
/**
 * The payload of ticket.update: Changes the status of a ticket of the organization’s ticketing app, comments on it, or both. In Jira the status moves through the workflow’s own transition to a status of its category: open is To Do, pending In Progress, solved and closed Done.
 */
export type TicketUpdatePayload = components['schemas']["TicketUpdatePayload"];
/**
 * The result of ticket.update when executed
 */
export type TicketUpdateResult = components['schemas']["TicketUpdateResult"];
/**
 * The payload of web.fetch_url: Fetches a web page or text document (HTML, plain text, JSON, XML, …) and returns its content as text, with the status code the page answered.
 */
export type WebFetchUrlPayload = components['schemas']["WebFetchUrlPayload"];
/**
 * The result of web.fetch_url when executed
 */
export type WebFetchUrlResult = components['schemas']["WebFetchUrlResult"];
/**
 * The payload of data.csv_parse: Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s column names unless header is false.
 */
export type DataCsvParsePayload = components['schemas']["DataCsvParsePayload"];
/**
 * The result of data.csv_parse when executed
 */
export type DataCsvParseResult = components['schemas']["DataCsvParseResult"];
/**
 * The payload of notification.webhook: POSTs a JSON object to a webhook URL, signed with the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and network errors.
 */
export type NotificationWebhookPayload = components['schemas']["NotificationWebhookPayload"];
/**
 * The result of notification.webhook when executed
 */
export type NotificationWebhookResult = components['schemas']["NotificationWebhookResult"];
/**
 * The payload of workflow.run: Starts a run of a workflow granted to the agent, as the agent and in its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest version when none is published, with a live key as with a test key (else blocked workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming allowDraft). Answers running (202); the request ends executed with the run’s output when the run completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run: sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode too. The request costs this operation’s own price; the run’s dispatches are service requests charged on their own, reported together in result.cost_cents and never added to the request’s cost_cents, which would count them twice in usage.
 */
export type WorkflowRunPayload = components['schemas']["WorkflowRunPayload"];
/**
 * The result of workflow.run when executed
 */
export type WorkflowRunResult = components['schemas']["WorkflowRunResult"];
/**
 * The payload of embeddings.create: Turns texts into vectors for semantic search and clustering, with the embedding model the server configures.
 */
export type EmbeddingsCreatePayload = components['schemas']["EmbeddingsCreatePayload"];
/**
 * The result of embeddings.create when executed
 */
export type EmbeddingsCreateResult = components['schemas']["EmbeddingsCreateResult"];
/**
 * The payload of speech.synthesize: Speaks a text in a voice of the live speech provider and answers the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and answers the WAV itself.
 */
export type SpeechSynthesizePayload = components['schemas']["SpeechSynthesizePayload"];
/**
 * The result of speech.synthesize when executed
 */
export type SpeechSynthesizeResult = components['schemas']["SpeechSynthesizeResult"];
/**
 * The payload of knowledge.query: The `k` passages of a knowledge collection nearest the query in meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same search, the same shape). Only a collection granted to the agent (POST /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or another organization’s ends blocked resource_not_granted, nothing debited. Reads the same collection with a test key as with a live one; a test key’s request is free.
 */
export type KnowledgeQueryPayload = components['schemas']["KnowledgeQueryPayload"];
/**
 * The result of knowledge.query when executed
 */
export type KnowledgeQueryResult = components['schemas']["KnowledgeQueryResult"];
/**
 * The payload of device.command: Queues a command for a device, as POST /api/v1/devices/{id}/commands does for a person: `pending` until the device claims it with its own token. Only a live device granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the device revoked, or another organization’s ends blocked resource_not_granted, nothing debited. Audited as `device_command.queued` with the agent the actor. A test key checks the same and queues nothing: result.command is null.
 */
export type DeviceCommandPayload = components['schemas']["DeviceCommandPayload"];
/**
 * The result of device.command when executed
 */
export type DeviceCommandResult = components['schemas']["DeviceCommandResult"];
/**
 * The payload of ticket.get: Reads a ticket of the organization’s ticketing app: its title, description (plain text), status, priority and dates. In Jira the status is its category’s (To Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low low, Medium normal, High high, Highest urgent; another name null).
 */
export type TicketGetPayload = components['schemas']["TicketGetPayload"];
/**
 * The result of ticket.get when executed
 */
export type TicketGetResult = components['schemas']["TicketGetResult"];
/**
 * The payload of ticket.comment: Adds a comment to a ticket of the organization’s ticketing app. Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the customer sees it); otherwise an internal note for the team. The ticket’s status is left as it is: ticket.update changes it.
 */
export type TicketCommentPayload = components['schemas']["TicketCommentPayload"];
/**
 * The result of ticket.comment when executed
 */
export type TicketCommentResult = components['schemas']["TicketCommentResult"];
/**
 * The payload of email.draft: Saves a plain-text draft in the Drafts folder of the organization’s mailbox (its Nylas email app), for a person to review and send: nothing is sent. With reply_to_message_id it is a reply in that message’s thread.
 */
export type EmailDraftPayload = components['schemas']["EmailDraftPayload"];
/**
 * The result of email.draft when executed
 */
export type EmailDraftResult = components['schemas']["EmailDraftResult"];
/**
 * The payload of chat.read_messages: Lists the newest messages of a channel of the organization’s team chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel. Replies in a thread are not listed; their parent says how many there are.
 */
export type ChatReadMessagesPayload = components['schemas']["ChatReadMessagesPayload"];
/**
 * The result of chat.read_messages when executed
 */
export type ChatReadMessagesResult = components['schemas']["ChatReadMessagesResult"];
/**
 * The payload of calendar.list_events: Lists the events of a calendar of the organization’s account (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.
 */
export type CalendarListEventsPayload = components['schemas']["CalendarListEventsPayload"];
/**
 * The result of calendar.list_events when executed
 */
export type CalendarListEventsResult = components['schemas']["CalendarListEventsResult"];
/**
 * The payload of calendar.create_event: Creates an event in a calendar of the organization’s account (its Nylas app). With participants and notify_participants (the default), the calendar provider e-mails them invitations; Microsoft and iCloud always do.
 */
export type CalendarCreateEventPayload = components['schemas']["CalendarCreateEventPayload"];
/**
 * The result of calendar.create_event when executed
 */
export type CalendarCreateEventResult = components['schemas']["CalendarCreateEventResult"];
/**
 * The payload of image.generate: Draws one image from a text prompt with the configured image model and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour derived from the prompt.
 */
export type ImageGeneratePayload = components['schemas']["ImageGeneratePayload"];
/**
 * The result of image.generate when executed
 */
export type ImageGenerateResult = components['schemas']["ImageGenerateResult"];
/**
 * The payload of translation.translate: Translates texts into another language with DeepL, detecting the source language unless it is given.
 */
export type TranslationTranslatePayload = components['schemas']["TranslationTranslatePayload"];
/**
 * The result of translation.translate when executed
 */
export type TranslationTranslateResult = components['schemas']["TranslationTranslateResult"];
/**
 * The payload of moderation.check: Judges texts against a moderation model's harm categories (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is flagged and the score of each category. Test mode flags the words "kill" (violence), "hate" (hate) and "bomb" (illicit/violent) and nothing else.
 */
export type ModerationCheckPayload = components['schemas']["ModerationCheckPayload"];
/**
 * The result of moderation.check when executed
 */
export type ModerationCheckResult = components['schemas']["ModerationCheckResult"];
/**
 * The payload of storage.put_object: Stores a small object (text or base64, at most 524288 bytes) in the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing one fails the request), audited as storage_object.created by the agent. Only the objects of the agent's own workspace: another workspace's or organization's object, or none, ends blocked resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one, for free (they are the organization’s own data, not a provider’s).
 */
export type StoragePutObjectPayload = components['schemas']["StoragePutObjectPayload"];
/**
 * The result of storage.put_object when executed
 */
export type StoragePutObjectResult = components['schemas']["StoragePutObjectResult"];
/**
 * The payload of storage.get_object: Reads a stored object of the agent's workspace whole, as text or base64: at most 524288 bytes (a bigger one fails; a person downloads it through GET /api/v1/storage/objects/{id}/download). One not uploaded or deleted fails. Only the objects of the agent's own workspace: another workspace's or organization's object, or none, ends blocked resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one, for free (they are the organization’s own data, not a provider’s).
 */
export type StorageGetObjectPayload = components['schemas']["StorageGetObjectPayload"];
/**
 * The result of storage.get_object when executed
 */
export type StorageGetObjectResult = components['schemas']["StorageGetObjectResult"];
/**
 * The payload of document.extract_text: The text of a PDF, HTML page or Word (DOCX) document, from a URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES) or a stored object of the agent's workspace (another workspace's or organization's, or none, ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers (pdf-parse, Readability) and mammoth for DOCX. A test key reads stored objects as a live key does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on fail.sandbox.proctor.dev fails.
 */
export type DocumentExtractTextPayload = components['schemas']["DocumentExtractTextPayload"];
/**
 * The result of document.extract_text when executed
 */
export type DocumentExtractTextResult = components['schemas']["DocumentExtractTextResult"];
/**
 * The payload of sms.send: Sends an SMS from the server's Twilio number to a phone number. Priced per segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the text has any other character.
 */
export type SmsSendPayload = components['schemas']["SmsSendPayload"];
/**
 * The result of sms.send when executed
 */
export type SmsSendResult = components['schemas']["SmsSendResult"];
/**
 * The payload of voice.call: Calls a phone number from the server's Twilio number and speaks a message when answered. Answers `running` (HTTP 202) at once; the request ends when the call does: `executed` with its duration once answered and hung up (by the callee, or by Twilio at max_duration_minutes), `failed` when it never connected (busy, no answer).
 */
export type VoiceCallPayload = components['schemas']["VoiceCallPayload"];
/**
 * The result of voice.call when executed
 */
export type VoiceCallResult = components['schemas']["VoiceCallResult"];
/**
 * The payload of web_search.news: Searches recent news articles and returns the top ones, each with its title, URL, snippet, publishing site and age.
 */
export type WebSearchNewsPayload = components['schemas']["WebSearchNewsPayload"];
/**
 * The result of web_search.news when executed
 */
export type WebSearchNewsResult = components['schemas']["WebSearchNewsResult"];
/**
 * The payload of data.json_query: Selects and reshapes parts of a JSON document with a JMESPath expression (filters, projections, functions). The document is at most 1,000,000 characters as JSON, and so is the result; one query evaluates for at most 1,000 ms in 128 MB, or fails saying which bound it passed.
 */
export type DataJsonQueryPayload = components['schemas']["DataJsonQueryPayload"];
/**
 * The result of data.json_query when executed
 */
export type DataJsonQueryResult = components['schemas']["DataJsonQueryResult"];
/**
 * The payload of web.extract: Fetches a web page and returns its readable text, as a reader view shows it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla Readability). HTML and plain text only; a page that answers other than 2xx fails, as does one larger than the server reads (PROCTOR_FETCH_MAX_BYTES).
 */
export type WebExtractPayload = components['schemas']["WebExtractPayload"];
/**
 * The result of web.extract when executed
 */
export type WebExtractResult = components['schemas']["WebExtractResult"];
/**
 * The payload of geocoding.lookup: Finds places by address or name (forward geocoding), or the address at coordinates (reverse), on OpenStreetMap data through Nominatim. Each server instance sends Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server's usage policy): requests queue for their turn, and one past 5 waiting fails at once saying when to retry. Show the answer's attribution with its data.
 */
export type GeocodingLookupPayload = components['schemas']["GeocodingLookupPayload"];
/**
 * The result of geocoding.lookup when executed
 */
export type GeocodingLookupResult = components['schemas']["GeocodingLookupResult"];
/**
 * The payload of data.xlsx_parse: Reads an Excel workbook (.xlsx, sent in base64) into its sheets' rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no link or macro is followed. At most 1,000,000 bytes, inflating to at most 50,000,000 bytes in 2,000 parts, 50 sheets, 10,000 rows and 100,000 cells in all, 500 columns a row and 2,000,000 characters of text, read within 10,000 ms; past any, it fails naming the bound.
 */
export type DataXlsxParsePayload = components['schemas']["DataXlsxParsePayload"];
/**
 * The result of data.xlsx_parse when executed
 */
export type DataXlsxParseResult = components['schemas']["DataXlsxParseResult"];
/**
 * The payload of payments.create_payment_link: Creates a Stripe Payment Link on the organization’s own Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`); the link closes after one completed payment. Proctor’s price is its fee for the call: the money moves on the organization’s own Stripe account, never through its Proctor wallet, and approval thresholds compare the fee, not the amount.
 */
export type PaymentsCreatePaymentLinkPayload = components['schemas']["PaymentsCreatePaymentLinkPayload"];
/**
 * The result of payments.create_payment_link when executed
 */
export type PaymentsCreatePaymentLinkResult = components['schemas']["PaymentsCreatePaymentLinkResult"];
/**
 * The payload of payments.refund: Refunds a payment of the organization’s own Stripe account, in full or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). Proctor’s price is its fee for the call: the money moves on the organization’s own Stripe account, never through its Proctor wallet, and approval thresholds compare the fee, not the amount: to have a person approve every refund, set the binding’s approval threshold to 0; the approver sees the payload, amount included.
 */
export type PaymentsRefundPayload = components['schemas']["PaymentsRefundPayload"];
/**
 * The result of payments.refund when executed
 */
export type PaymentsRefundResult = components['schemas']["PaymentsRefundResult"];
/**
 * The payload of crm.search_contacts: Finds contacts of the organization’s CRM whose name, email or company contains the query, most recently changed first. HubSpot searches its default searchable contact properties (name, email, phone, company); Salesforce the contact’s name, email and account name.
 */
export type CrmSearchContactsPayload = components['schemas']["CrmSearchContactsPayload"];
/**
 * The result of crm.search_contacts when executed
 */
export type CrmSearchContactsResult = components['schemas']["CrmSearchContactsResult"];
/**
 * The payload of crm.create_contact: Adds a contact to the organization’s CRM. Salesforce requires last_name. HubSpot refuses a second contact with an email it has (the failure names the existing contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.
 */
export type CrmCreateContactPayload = components['schemas']["CrmCreateContactPayload"];
/**
 * The result of crm.create_contact when executed
 */
export type CrmCreateContactResult = components['schemas']["CrmCreateContactResult"];
/**
 * The payload of crm.update_deal: Changes a deal of the organization’s CRM (a Salesforce Opportunity): its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage name ("Closed Won").
 */
export type CrmUpdateDealPayload = components['schemas']["CrmUpdateDealPayload"];
/**
 * The result of crm.update_deal when executed
 */
export type CrmUpdateDealResult = components['schemas']["CrmUpdateDealResult"];
/**
 * The payload of crm.log_activity: Records a note, a call or a meeting that took place on a contact, a deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an Event (a meeting, half an hour unless duration_minutes says otherwise).
 */
export type CrmLogActivityPayload = components['schemas']["CrmLogActivityPayload"];
/**
 * The result of crm.log_activity when executed
 */
export type CrmLogActivityResult = components['schemas']["CrmLogActivityResult"];

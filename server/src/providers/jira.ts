import { z } from 'zod';
import type { AdapterContext, ConnectedAppAccess } from './contract.js';
import { appDetail, reconnectHint } from './connected-app.js';
import { ProviderFailure } from './failure.js';
import { callProvider, type ProviderRequest } from './http.js';
import type { AddedComment, CreatedTicket, NewTicket, TicketComment, TicketDetails, TicketStatus, TicketUpdate, UpdatedTicket } from './ticketing.js';

// Jira Cloud REST API v3 on the organization's own site, through Atlassian's gateway for OAuth 2.0
// (3LO) apps: https://api.atlassian.com/ex/jira/{cloud_id}/rest/api/3, the cloud id being the site
// its Jira app was installed on, with the app's access token.

const ZCategoryKeySchema = z.enum(['new', 'indeterminate', 'done', 'undefined']);
type CategoryKey = z.infer<typeof ZCategoryKeySchema>;

// Each Jira workflow names its own statuses, but every status is in one of three fixed categories:
// To Do (new), In Progress (indeterminate) and Done (done); "undefined" is "No Category".
const STATUS: Record<CategoryKey, TicketStatus> = { new: 'open', undefined: 'open', indeterminate: 'pending', done: 'solved' };
const CATEGORY: Record<TicketStatus, CategoryKey> = { open: 'new', pending: 'indeterminate', solved: 'done', closed: 'done' };
const CATEGORY_NAMES: Record<CategoryKey, string> = { new: 'To Do', indeterminate: 'In Progress', done: 'Done', undefined: 'No Category' };

// Jira's default priority scheme.
const PRIORITY: Record<NonNullable<NewTicket['priority']>, string> = { low: 'Low', normal: 'Medium', high: 'High', urgent: 'Highest' };
/** Its names read back; a scheme's own names (not the default's) read as null. */
const PRIORITY_OF: Record<string, TicketDetails['priority']> = { Lowest: 'low', Low: 'low', Medium: 'normal', High: 'high', Highest: 'urgent' };

/** An issue key ("OPS-12", as ticket.create answers it) or an issue's numeric id: both name an issue in Jira's paths. */
const ISSUE_ID = /^(?:[A-Za-z][A-Za-z0-9_]*-[1-9][0-9]{0,9}|[1-9][0-9]{0,18})$/;

// Jira Service Management shows a comment to the customer unless this property marks it internal;
// other Jira projects keep it as a plain property. ticket.update documents its comment as internal.
const INTERNAL_COMMENT = { key: 'sd.public.comment', value: { internal: true } };

const ZStatusSchema = z.object({ name: z.string(), statusCategory: z.object({ key: ZCategoryKeySchema }) });
const ZIssueStatusSchema = z.object({ key: z.string(), fields: z.object({ status: ZStatusSchema }) });
const ZTransitionsSchema = z.object({
  transitions: z.array(z.object({ id: z.string(), name: z.string(), isAvailable: z.boolean().optional(), to: ZStatusSchema })),
});

/** What ticket.get reads of an issue; the description is Atlassian Document Format (a tree of nodes), or null. */
const ZAdfNodeSchema: z.ZodType<AdfNode> = z.lazy(() =>
  z.object({ type: z.string(), text: z.string().optional(), content: z.array(ZAdfNodeSchema).optional() }),
);
interface AdfNode {
  type: string;
  text?: string | undefined;
  content?: AdfNode[] | undefined;
}
const ZIssueDetailsSchema = z.object({
  key: z.string(),
  fields: z.object({
    summary: z.string().nullish(),
    description: ZAdfNodeSchema.nullish(),
    status: ZStatusSchema,
    priority: z.object({ name: z.string() }).nullish(),
    created: z.string(),
    updated: z.string(),
  }),
});

/** Jira's own error body. */
const ZJiraErrorSchema = z.object({ errorMessages: z.array(z.string()).optional(), errors: z.record(z.string(), z.string()).optional() });
/** The gateway's refusal of a token before Jira sees the call: {code: 401, message: "Unauthorized; scope does not match"}. */
const ZGatewayErrorSchema = z.object({ code: z.number(), message: z.string() });

/** "Issue does not exist or you do not have permission to see it.; priority: Field 'priority' cannot be set…". */
function jiraErrorMessage(body: unknown): string | undefined {
  const gateway = ZGatewayErrorSchema.safeParse(body);
  if (gateway.success) return gateway.data.code === 401 ? `${gateway.data.message} (${reconnectHint('jira')})` : gateway.data.message;
  const parsed = ZJiraErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { errorMessages = [], errors = {} } = parsed.data;
  const messages = [...errorMessages, ...Object.entries(errors).map(([field, message]) => `${field}: ${message}`)];
  return messages.length > 0 ? messages.join('; ') : undefined;
}

/** Atlassian Document Format, which v3 takes for rich text: a doc with one paragraph per line (ADF has no empty text node, so an empty line is an empty paragraph). */
function document(text: string) {
  return {
    type: 'doc',
    version: 1,
    content: text.split(/\r?\n/).map((line) => ({ type: 'paragraph', content: line ? [{ type: 'text', text: line }] : [] })),
  };
}

// ADF's leaf blocks, each of which is a line of the plain text (lists, quotes, panels and tables hold
// paragraphs, so they add none); hardBreak is a line break within one.
const ADF_BLOCKS = new Set(['paragraph', 'heading', 'codeBlock', 'rule']);

/** The plain text of an ADF document: its text nodes, a line per block. */
function plainText(node: AdfNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(plainText).join('');
  return ADF_BLOCKS.has(node.type) ? `${inner}\n` : inner;
}

interface Site {
  api: string;
  /** The site people browse, "https://acme.atlassian.net". */
  url: string;
  authorization: string;
}

function site(app: ConnectedAppAccess): Site {
  const cloudId = appDetail(app, 'cloud_id', /^[A-Za-z0-9-]{1,64}$/);
  const url = appDetail(app, 'site_url', /^https?:\/\/[^\s/?#]+\/?$/).replace(/\/+$/, '');
  return { api: `https://api.atlassian.com/ex/jira/${cloudId}/rest/api/3`, url, authorization: `Bearer ${app.accessToken}` };
}

type JiraRequest<T> = Omit<ProviderRequest<T>, 'provider' | 'errorMessage' | 'headers'>;

function callJira<T>(jira: Site, request: JiraRequest<T>): Promise<T> {
  return callProvider({ provider: 'Jira', errorMessage: jiraErrorMessage, headers: { authorization: jira.authorization }, ...request });
}

function readIssue(jira: Site, issue: string, signal: AbortSignal) {
  const url = new URL(`${jira.api}/issue/${encodeURIComponent(issue)}`);
  url.searchParams.set('fields', 'status');
  return callJira(jira, { url, signal, schema: ZIssueStatusSchema });
}

/** An issue key or id, checked before it becomes a path segment. */
function issueKey(ticketId: string): string {
  if (!ISSUE_ID.test(ticketId)) {
    throw new ProviderFailure('Jira issues are named by their key, such as "OPS-12" as ticket.create returns it; ticket_id is not one');
  }
  return ticketId;
}

/**
 * Creates a Task in the payload's project, then reads its status, whose category says how the
 * project's workflow begins. The issue exists once the create is answered: should the read fail,
 * the request still executed (failing it would invite a retry that files the issue twice), and
 * the status is To Do's, where Jira's workflows begin.
 */
export async function createJiraIssue(
  { title, description, priority, project }: NewTicket,
  app: ConnectedAppAccess,
  { signal }: AdapterContext,
): Promise<CreatedTicket> {
  if (!project) {
    throw new ProviderFailure('ticket.create needs project, the key of the Jira project to file the ticket in (e.g. "OPS"): the organization’s ticketing app is Jira');
  }
  const jira = site(app);
  const created = await callJira(jira, {
    url: `${jira.api}/issue`,
    method: 'POST',
    body: {
      fields: {
        project: { key: project },
        summary: title,
        ...(description ? { description: document(description) } : {}),
        issuetype: { name: 'Task' },
        ...(priority ? { priority: { name: PRIORITY[priority] } } : {}),
      },
    },
    signal,
    schema: z.object({ id: z.string(), key: z.string().regex(ISSUE_ID), self: z.string() }),
  });
  let status: TicketStatus = 'open';
  try {
    status = STATUS[(await readIssue(jira, created.key, signal)).fields.status.statusCategory.key];
  } catch (error) {
    if (!(error instanceof ProviderFailure) && !signal.aborted) throw error;
  }
  return { ticket_id: created.key, url: `${jira.url}/browse/${created.key}`, status };
}

/**
 * Moves the issue to a status of the category `status` means, through the workflow's own
 * transition to it (none needed when it is there already), then adds the comment, marked internal.
 * The transition goes first: it is what a workflow may refuse (a condition, a required field),
 * and no comment is left behind when it does.
 */
export async function updateJiraIssue({ ticket_id, status, comment }: TicketUpdate, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<UpdatedTicket> {
  const jira = site(app);
  const issue = await readIssue(jira, issueKey(ticket_id), signal);
  const issueUrl = `${jira.api}/issue/${encodeURIComponent(issue.key)}`;
  let category = issue.fields.status.statusCategory.key;
  if (status && CATEGORY[status] !== category) {
    const wanted = CATEGORY[status];
    const { transitions } = await callJira(jira, { url: `${issueUrl}/transitions`, signal, schema: ZTransitionsSchema });
    const transition = transitions.find((candidate) => candidate.isAvailable !== false && candidate.to.statusCategory.key === wanted);
    if (!transition) {
      const available = transitions.map((candidate) => `"${candidate.name}" to ${candidate.to.name} (${CATEGORY_NAMES[candidate.to.statusCategory.key]})`);
      throw new ProviderFailure(
        `Jira offers no transition of ${issue.key} from ${issue.fields.status.name} to a ${CATEGORY_NAMES[wanted]} status, which "${status}" means; ` +
          `its transitions: ${available.length > 0 ? available.join(', ') : 'none'}`,
      );
    }
    await callJira(jira, { url: `${issueUrl}/transitions`, method: 'POST', body: { transition: { id: transition.id } }, signal, schema: z.null() });
    category = transition.to.statusCategory.key;
  }
  if (comment) {
    await callJira(jira, {
      url: `${issueUrl}/comment`,
      method: 'POST',
      body: { body: document(comment), properties: [INTERNAL_COMMENT] },
      signal,
      schema: z.object({ id: z.string() }),
    });
  }
  // Done is both solved and closed in Jira: the status asked for, when the issue is in its category.
  return { ticket_id: issue.key, status: status && CATEGORY[status] === category ? status : STATUS[category] };
}

/** Reads an issue (`GET /rest/api/3/issue/{key}`): its summary, description as plain text, status, priority and dates. */
export async function getJiraIssue({ ticket_id }: { ticket_id: string }, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<TicketDetails> {
  const jira = site(app);
  const url = new URL(`${jira.api}/issue/${encodeURIComponent(issueKey(ticket_id))}`);
  url.searchParams.set('fields', 'summary,description,status,priority,created,updated');
  const { key, fields } = await callJira(jira, { url, signal, schema: ZIssueDetailsSchema });
  return {
    ticket_id: key,
    title: fields.summary ?? '',
    description: fields.description ? plainText(fields.description).trimEnd() : '',
    status: STATUS[fields.status.statusCategory.key],
    priority: (fields.priority && PRIORITY_OF[fields.priority.name]) ?? null,
    url: `${jira.url}/browse/${key}`,
    // Jira's "2025-01-31T09:12:04.000+0000", as ISO 8601 UTC.
    created_at: new Date(fields.created).toISOString(),
    updated_at: new Date(fields.updated).toISOString(),
  };
}

/**
 * Comments on an issue (`POST /rest/api/3/issue/{key}/comment`, the body in ADF). Not public, it is
 * marked internal, as ticket.update's comments are; public, Jira Service Management shows it to the customer.
 */
export async function commentOnJiraIssue(
  { ticket_id, comment, public: isPublic }: TicketComment,
  app: ConnectedAppAccess,
  { signal }: AdapterContext,
): Promise<AddedComment> {
  const jira = site(app);
  const key = issueKey(ticket_id);
  const added = await callJira(jira, {
    url: `${jira.api}/issue/${encodeURIComponent(key)}/comment`,
    method: 'POST',
    body: { body: document(comment), ...(isPublic ? {} : { properties: [INTERNAL_COMMENT] }) },
    signal,
    schema: z.object({ id: z.string() }),
  });
  return { ticket_id: key, comment_id: added.id, public: isPublic };
}

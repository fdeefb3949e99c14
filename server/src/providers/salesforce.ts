import { z } from 'zod';
import type { AdapterContext, ConnectedAppAccess } from './contract.js';
import { appDetail, reconnectHint } from './connected-app.js';
import {
  type ContactSearch,
  type CreatedContact,
  DEAL_FIELDS,
  type DealUpdate,
  DEFAULT_SUBJECTS,
  type FoundContacts,
  type LoggedActivity,
  meetingEnd,
  type NewActivity,
  type NewContact,
  occurredAt,
  type UpdatedDeal,
} from './crm.js';
import { ProviderFailure } from './failure.js';
import { callProvider } from './http.js';

// Salesforce's REST API (developer.salesforce.com, "REST API Developer Guide": query, sObject
// rows) on the org's own instance, the instance_url its install recorded. Deals are
// Opportunities; a note or a call is logged as a completed Task, a meeting as an Event: the
// records Salesforce's own activity timeline shows.
const API_VERSION = 'v62.0';

/** An org's instance is under Salesforce's own domains (my.salesforce.com, force.com, the government cloud's salesforce.mil): what the install stored cannot send a call, with its token, anywhere else. */
const INSTANCE_URL = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.(salesforce\.com|force\.com|salesforce\.mil)$/;

/** Salesforce's error body: a list of `{message, errorCode, fields?}`. */
const ZErrorSchema = z.array(z.object({ message: z.string(), errorCode: z.string(), fields: z.array(z.string()).optional() })).min(1);

/** "REQUIRED_FIELD_MISSING: Required fields are missing: [LastName]", with the reconnect hint where the session is refused. */
function salesforceErrorMessage(body: unknown): string | undefined {
  const parsed = ZErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const message = parsed.data.map(({ errorCode, message: text }) => `${errorCode}: ${text}`).join('; ');
  return parsed.data.some(({ errorCode }) => errorCode === 'INVALID_SESSION_ID') ? `${message} (${reconnectHint('salesforce')})` : message;
}

/** What a row's creation answers: `{id, success, errors}`. */
const ZCreatedSchema = z.object({ id: z.string(), success: z.literal(true) });

const ZContactRowSchema = z.object({
  Id: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  Account: z.object({ Name: z.string().nullable() }).nullable().optional(),
  LastModifiedDate: z.string(),
});

const ZQuerySchema = z.object({ totalSize: z.number().int(), records: z.array(ZContactRowSchema) });

interface Salesforce {
  api: string;
  authorization: string;
  recordUrl(type: 'Contact' | 'Opportunity', id: string): string;
}

function salesforce(app: ConnectedAppAccess): Salesforce {
  const instance = appDetail(app, 'instance_url', INSTANCE_URL);
  return {
    api: `${instance}/services/data/${API_VERSION}`,
    authorization: `Bearer ${app.accessToken}`,
    recordUrl: (type, id) => `${instance}/lightning/r/${type}/${id}/view`,
  };
}

/** A Salesforce record id (15 or 18 characters), checked before it becomes a path segment or a field. */
function recordId(id: string, field: string): string {
  if (!/^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/.test(id)) {
    throw new ProviderFailure(`Salesforce record ids are 15 or 18 letters and digits, such as "0035g00000AbCdEAAV"; ${field} is not one`);
  }
  return id;
}

/** A string literal of SOQL, searched with LIKE: quotes and backslashes escaped, and LIKE's wildcards taken literally. */
const likeLiteral = (text: string) => `'%${text.replace(/[\\'%_]/g, (character) => `\\${character}`)}%'`;

/** "2025-01-31T09:12:04.000+0000", Salesforce's timestamps, as ISO 8601 UTC. */
const isoTime = (value: string) => new Date(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')).toISOString();

/**
 * A SOQL query (`GET /query`) over contacts whose name, email or account name contains the
 * query, most recently changed first; one more row than asked tells whether more match.
 */
export async function searchSalesforceContacts({ query, limit }: ContactSearch, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<FoundContacts> {
  const { api, authorization, recordUrl } = salesforce(app);
  const like = likeLiteral(query);
  const soql =
    'SELECT Id, FirstName, LastName, Email, Phone, Account.Name, LastModifiedDate FROM Contact ' +
    `WHERE Name LIKE ${like} OR Email LIKE ${like} OR Account.Name LIKE ${like} ORDER BY LastModifiedDate DESC LIMIT ${limit + 1}`;
  const { records } = await callProvider({
    provider: 'Salesforce',
    url: `${api}/query?${new URLSearchParams({ q: soql }).toString()}`,
    headers: { authorization },
    signal,
    schema: ZQuerySchema,
    errorMessage: salesforceErrorMessage,
  });
  return {
    contacts: records.slice(0, limit).map((row) => ({
      contact_id: row.Id,
      first_name: row.FirstName,
      last_name: row.LastName,
      email: row.Email,
      phone: row.Phone,
      company: row.Account?.Name ?? null,
      url: recordUrl('Contact', row.Id),
      updated_at: isoTime(row.LastModifiedDate),
    })),
    has_more: records.length > limit,
  };
}

/** Creates a Contact (`POST /sobjects/Contact`), whose last name Salesforce requires. */
export async function createSalesforceContact(contact: NewContact, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<CreatedContact> {
  if (!contact.last_name) throw new ProviderFailure('A Salesforce contact needs a last name: send last_name');
  const { api, authorization, recordUrl } = salesforce(app);
  const { id } = await callProvider({
    provider: 'Salesforce',
    url: `${api}/sobjects/Contact`,
    method: 'POST',
    headers: { authorization },
    body: {
      Email: contact.email,
      LastName: contact.last_name,
      ...(contact.first_name ? { FirstName: contact.first_name } : {}),
      ...(contact.phone ? { Phone: contact.phone } : {}),
      ...(contact.job_title ? { Title: contact.job_title } : {}),
    },
    signal,
    schema: ZCreatedSchema,
    errorMessage: salesforceErrorMessage,
  });
  return { contact_id: id, url: recordUrl('Contact', id) };
}

/** Salesforce's names of crm.update_deal's fields on an Opportunity. */
const OPPORTUNITY_FIELDS = { name: 'Name', stage: 'StageName', amount: 'Amount', close_date: 'CloseDate' } as const;

/** Updates an Opportunity (`PATCH /sobjects/Opportunity/{id}`, answered 204): only the fields sent. */
export async function updateSalesforceOpportunity(update: DealUpdate, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<UpdatedDeal> {
  const { api, authorization, recordUrl } = salesforce(app);
  const id = recordId(update.deal_id, 'deal_id');
  const fields = DEAL_FIELDS.filter((field) => update[field] !== undefined);
  await callProvider({
    provider: 'Salesforce',
    url: `${api}/sobjects/Opportunity/${id}`,
    method: 'PATCH',
    headers: { authorization },
    body: Object.fromEntries(fields.map((field) => [OPPORTUNITY_FIELDS[field], update[field]])),
    signal,
    schema: z.null(),
    errorMessage: salesforceErrorMessage,
  });
  return { deal_id: id, url: recordUrl('Opportunity', id), updated_fields: fields };
}

/**
 * Logs a note or call as a completed Task (`POST /sobjects/Task`, TaskSubtype Task or Call) and a
 * meeting as an Event (`POST /sobjects/Event`), on the contact (WhoId) and/or deal (WhatId).
 */
export async function logSalesforceActivity(activity: NewActivity, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<LoggedActivity> {
  const { api, authorization } = salesforce(app);
  const at = occurredAt(activity);
  const on = {
    ...(activity.contact_id ? { WhoId: recordId(activity.contact_id, 'contact_id') } : {}),
    ...(activity.deal_id ? { WhatId: recordId(activity.deal_id, 'deal_id') } : {}),
  };
  const Subject = activity.subject ?? DEFAULT_SUBJECTS[activity.type];
  const [object, row] =
    activity.type === 'meeting'
      ? [
          'Event',
          {
            Subject,
            Description: activity.body,
            StartDateTime: at,
            EndDateTime: meetingEnd(activity, at),
            ...on,
          },
        ]
      : [
          'Task',
          {
            Subject,
            Description: activity.body,
            Status: 'Completed',
            ActivityDate: at.slice(0, 10),
            TaskSubtype: activity.type === 'call' ? 'Call' : 'Task',
            ...(activity.type === 'call' && activity.duration_minutes ? { CallDurationInSeconds: activity.duration_minutes * 60 } : {}),
            ...on,
          },
        ];
  const { id } = await callProvider({
    provider: 'Salesforce',
    url: `${api}/sobjects/${object}`,
    method: 'POST',
    headers: { authorization },
    body: row,
    signal,
    schema: ZCreatedSchema,
    errorMessage: salesforceErrorMessage,
  });
  return { activity_id: id, type: activity.type, occurred_at: at };
}

import { z } from 'zod';
import type { AdapterContext, ConnectedAppAccess } from './contract.js';
import { appDetail, reconnectHint } from './connected-app.js';
import {
  type ActivityType,
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

// HubSpot's CRM API v3 (developers.hubspot.com, "CRM API: contacts, deals, notes, calls,
// meetings"), called with the organization's app token on api.hubapi.com, whichever data centre
// the hub lives in. Record pages are under app.hubspot.com, which sends an EU hub's on to its own.
const API = 'https://api.hubapi.com/crm/v3/objects';
const APP_ORIGIN = 'https://app.hubspot.com';

const CONTACT_PROPERTIES = ['firstname', 'lastname', 'email', 'phone', 'company', 'lastmodifieddate'] as const;

/** The object type ids of HubSpot's record URLs. */
const OBJECT_TYPE = { contact: '0-1', deal: '0-3' } as const;

/** HubSpot-defined association type ids, from the activity to the contact or deal it is logged on. */
const ASSOCIATION_TYPES: Record<ActivityType, { contact: number; deal: number }> = {
  note: { contact: 202, deal: 214 },
  call: { contact: 194, deal: 206 },
  meeting: { contact: 200, deal: 212 },
};

const ACTIVITY_OBJECTS: Record<ActivityType, string> = { note: 'notes', call: 'calls', meeting: 'meetings' };

/** HubSpot's error body: `{status: "error", message, correlationId, category, errors?: [{message}]}`. */
const ZErrorSchema = z.object({
  message: z.string(),
  category: z.string().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** The categories of a token HubSpot no longer takes, which only reconnecting the app mends. */
const TOKEN_REFUSALS = new Set(['INVALID_AUTHENTICATION', 'EXPIRED_AUTHENTICATION', 'MISSING_SCOPES']);

/** "Property values were not valid (VALIDATION_ERROR: …)", with the reconnect hint where the token is refused. */
function hubspotErrorMessage(body: unknown): string | undefined {
  const parsed = ZErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { message, category, errors } = parsed.data;
  const reasons = (errors ?? []).map((error) => error.message).filter((reason) => reason !== message);
  if (category && TOKEN_REFUSALS.has(category)) reasons.push(reconnectHint('hubspot'));
  return `${message}${category ? ` (${category})` : ''}${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}`;
}

const ZRecordSchema = z.object({ id: z.string().regex(/^[0-9]+$/) });

/** A property HubSpot has no value for is null, or left out. */
const ZPropertySchema = z.string().nullish();

const ZContactSearchSchema = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(
    z.object({
      id: z.string().regex(/^[0-9]+$/),
      // HubSpot adds properties of its own (hs_object_id, createdate) to those asked.
      properties: z.object({ firstname: ZPropertySchema, lastname: ZPropertySchema, email: ZPropertySchema, phone: ZPropertySchema, company: ZPropertySchema }),
      updatedAt: z.string(),
    }),
  ),
  paging: z.object({ next: z.object({ after: z.string() }).optional() }).optional(),
});

interface HubSpot {
  authorization: string;
  recordUrl(type: keyof typeof OBJECT_TYPE, id: string): string;
}

/** The organization's hub: its app's token, and the hub id its install recorded (record pages are under it). */
function hubspot(app: ConnectedAppAccess): HubSpot {
  const hubId = appDetail(app, 'hub_id', /^[0-9]{1,20}$/);
  return {
    authorization: `Bearer ${app.accessToken}`,
    recordUrl: (type, id) => `${APP_ORIGIN}/contacts/${hubId}/record/${OBJECT_TYPE[type]}/${id}`,
  };
}

/** A HubSpot record id, checked before it becomes a path segment or an association. */
function recordId(id: string, field: string): string {
  if (!/^[1-9][0-9]{0,19}$/.test(id)) throw new ProviderFailure(`HubSpot record ids are numbers, such as "51"; ${field} is not one`);
  return id;
}

const nonEmpty = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);

/** Search (`POST /crm/v3/objects/contacts/search`): the query over HubSpot's searchable contact properties (name, email, phone, company), most recently changed first. */
export async function searchHubSpotContacts({ query, limit }: ContactSearch, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<FoundContacts> {
  const { authorization, recordUrl } = hubspot(app);
  const found = await callProvider({
    provider: 'HubSpot',
    url: `${API}/contacts/search`,
    method: 'POST',
    headers: { authorization },
    body: { query, limit, properties: CONTACT_PROPERTIES, sorts: [{ propertyName: 'lastmodifieddate', direction: 'DESCENDING' }] },
    signal,
    schema: ZContactSearchSchema,
    errorMessage: hubspotErrorMessage,
  });
  return {
    contacts: found.results.map(({ id, properties, updatedAt }) => ({
      contact_id: id,
      first_name: nonEmpty(properties.firstname),
      last_name: nonEmpty(properties.lastname),
      email: nonEmpty(properties.email),
      phone: nonEmpty(properties.phone),
      company: nonEmpty(properties.company),
      url: recordUrl('contact', id),
      updated_at: new Date(updatedAt).toISOString(),
    })),
    has_more: found.paging?.next !== undefined || found.total > found.results.length,
  };
}

/** Create (`POST /crm/v3/objects/contacts`). HubSpot refuses a second contact of one email (409, naming the existing one), so a retried create makes none. */
export async function createHubSpotContact(contact: NewContact, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<CreatedContact> {
  const { authorization, recordUrl } = hubspot(app);
  const properties = {
    email: contact.email,
    ...(contact.first_name ? { firstname: contact.first_name } : {}),
    ...(contact.last_name ? { lastname: contact.last_name } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    ...(contact.job_title ? { jobtitle: contact.job_title } : {}),
  };
  const { id } = await callProvider({
    provider: 'HubSpot',
    url: `${API}/contacts`,
    method: 'POST',
    headers: { authorization },
    body: { properties },
    signal,
    schema: ZRecordSchema,
    errorMessage: hubspotErrorMessage,
  });
  return { contact_id: id, url: recordUrl('contact', id) };
}

/** HubSpot's names of crm.update_deal's fields. */
const DEAL_PROPERTIES = { name: 'dealname', stage: 'dealstage', amount: 'amount', close_date: 'closedate' } as const;

/** Update (`PATCH /crm/v3/objects/deals/{id}`): only the fields sent; a close date is midnight UTC of its day. */
export async function updateHubSpotDeal(update: DealUpdate, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<UpdatedDeal> {
  const { authorization, recordUrl } = hubspot(app);
  const id = recordId(update.deal_id, 'deal_id');
  const fields = DEAL_FIELDS.filter((field) => update[field] !== undefined);
  const properties = Object.fromEntries(
    fields.map((field) => [DEAL_PROPERTIES[field], field === 'close_date' ? `${update.close_date}T00:00:00.000Z` : String(update[field])]),
  );
  await callProvider({
    provider: 'HubSpot',
    url: `${API}/deals/${id}`,
    method: 'PATCH',
    headers: { authorization },
    body: { properties },
    signal,
    schema: ZRecordSchema,
    errorMessage: hubspotErrorMessage,
  });
  return { deal_id: id, url: recordUrl('deal', id), updated_fields: fields };
}

/** A note's body is rich text: the plain text escaped so that it shows as written, its line breaks kept. */
const richText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');

function activityProperties(activity: NewActivity, at: string): Record<string, string> {
  const subject = activity.subject ?? DEFAULT_SUBJECTS[activity.type];
  switch (activity.type) {
    case 'note':
      return { hs_timestamp: at, hs_note_body: richText(activity.subject ? `${subject}\n\n${activity.body}` : activity.body) };
    case 'call':
      return {
        hs_timestamp: at,
        hs_call_title: subject,
        hs_call_body: richText(activity.body),
        hs_call_status: 'COMPLETED',
        ...(activity.duration_minutes ? { hs_call_duration: String(activity.duration_minutes * 60_000) } : {}),
      };
    case 'meeting': {
      const end = meetingEnd(activity, at);
      return {
        hs_timestamp: at,
        hs_meeting_title: subject,
        hs_meeting_body: richText(activity.body),
        hs_meeting_start_time: at,
        hs_meeting_end_time: end,
        hs_meeting_outcome: 'COMPLETED',
      };
    }
  }
}

/** Logs a note, call or meeting (`POST /crm/v3/objects/{notes|calls|meetings}`) associated with the contact and/or deal in the same request. */
export async function logHubSpotActivity(activity: NewActivity, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<LoggedActivity> {
  const { authorization } = hubspot(app);
  const types = ASSOCIATION_TYPES[activity.type];
  const targets = [
    ...(activity.contact_id ? [{ id: recordId(activity.contact_id, 'contact_id'), typeId: types.contact }] : []),
    ...(activity.deal_id ? [{ id: recordId(activity.deal_id, 'deal_id'), typeId: types.deal }] : []),
  ];
  const at = occurredAt(activity);
  const { id } = await callProvider({
    provider: 'HubSpot',
    url: `${API}/${ACTIVITY_OBJECTS[activity.type]}`,
    method: 'POST',
    headers: { authorization },
    body: {
      properties: activityProperties(activity, at),
      associations: targets.map(({ id: to, typeId }) => ({ to: { id: to }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: typeId }] })),
    },
    signal,
    schema: ZRecordSchema,
    errorMessage: hubspotErrorMessage,
  });
  return { activity_id: id, type: activity.type, occurred_at: at };
}

import { z } from 'zod';
import { connectedApp } from '../../../providers/connected-app.js';
import { DEAL_FIELDS } from '../../../providers/crm.js';
import { createHubSpotContact, logHubSpotActivity, searchHubSpotContacts, updateHubSpotDeal } from '../../../providers/hubspot.js';
import { APP_FAMILIES } from '../../../providers/oauth/contract.js';
import {
  createSalesforceContact,
  logSalesforceActivity,
  searchSalesforceContacts,
  updateSalesforceOpportunity,
} from '../../../providers/salesforce.js';
import { ZLabelSchema, ZTextSchema } from '../../bounded.js';
import { ZEmailAddressSchema, ZStoredEmailAddressSchema } from '../../email-address.js';
import { defineOperation, perRequest } from '../define.js';
import { digest, SANDBOX_FAIL_HOST, SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';

// Reads and small changes cost 1 cent; a new record in the organization's CRM costs 2, as a new ticket does.
const SEARCH_PRICE_CENTS = 1;
const CREATE_CONTACT_PRICE_CENTS = 2;
const UPDATE_DEAL_PRICE_CENTS = 1;
const LOG_ACTIVITY_PRICE_CENTS = 1;
const SANDBOX_FAIL_DEAL = 'sandboxfail';
const MAX_CONTACTS = 100;
const MAX_AMOUNT = 1_000_000_000_000;
// A sandbox answers the same to the same payload: an activity without its time is dated at this fixed one.
const SANDBOX_OCCURRED_AT = '2025-01-06T14:00:00.000Z';

const ZAppSchema = z.enum(APP_FAMILIES.crm).optional().meta({
  description: 'The CRM to use when the organization has installed both HubSpot and Salesforce; left out, the one it has',
});
const ZRecordIdSchema = z
  .string()
  .max(20)
  .regex(/^[A-Za-z0-9]{1,20}$/, 'must be a HubSpot record id ("51") or a Salesforce record id ("0035g00000AbCdEAAV")');
const ZContactIdSchema = ZRecordIdSchema.meta({ description: 'The CRM’s id of the contact: a HubSpot record id ("51") or a Salesforce Contact id ("003…")' });
const ZDealIdSchema = ZRecordIdSchema.meta({ description: 'The CRM’s id of the deal: a HubSpot deal id ("8123456789") or a Salesforce Opportunity id ("006…")' });
const ZNameSchema = z.string().min(1).max(100);
const ZRecordUrlSchema = ZTextSchema.meta({ description: 'Where people see the record in the CRM' });

/** A sandbox record id: a number from the value, as HubSpot's are. */
const sandboxRecordId = (value: unknown) => String(parseInt(digest(value).slice(0, 10), 16));

export const crmSearchContacts = defineOperation({
  operation: 'crm.search_contacts',
  service: 'crm',
  name: 'Search contacts',
  description:
    'Finds contacts of the organization’s CRM whose name, email or company contains the query, most recently changed first. HubSpot searches its default searchable contact properties (name, email, phone, company); Salesforce the contact’s name, email and account name.',
  payload: z.strictObject({
    query: z
      .string()
      .min(2)
      .max(200)
      // C0 and C1 controls as a range every regex dialect reads, the API fuzzer's too (it cannot build \p{Cc}).
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, 'must not contain control characters')
      .meta({ description: 'Text to look for: part of a name, an email address or a company' }),
    limit: z.number().int().min(1).max(MAX_CONTACTS).default(10).meta({ description: `How many contacts to answer at most, 1 to ${MAX_CONTACTS}; 10 when left out` }),
    app: ZAppSchema,
  }),
  result: z.object({
    contacts: z
      .array(
        z.object({
          contact_id: ZContactIdSchema,
          first_name: ZLabelSchema.nullable(),
          last_name: ZLabelSchema.nullable(),
          email: ZStoredEmailAddressSchema.nullable(),
          phone: ZLabelSchema.nullable(),
          company: ZLabelSchema.nullable().meta({ description: 'HubSpot’s company property; the Salesforce contact’s account' }),
          url: ZRecordUrlSchema,
          updated_at: ZLabelSchema.meta({ description: 'ISO 8601 timestamp, UTC' }),
        }),
      )
      .max(MAX_CONTACTS),
    has_more: z.boolean().meta({ description: 'More contacts match than limit' }),
  }),
  pricing: perRequest(SEARCH_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'crm',
  appOf: (payload) => payload.app,
  liveProvider: "the organization's HubSpot (`POST /crm/v3/objects/contacts/search`) or Salesforce (a SOQL `GET /services/data/v62.0/query`)",
  liveSettings: [],
  examples: [
    { description: 'By company', payload: { query: 'Acme', limit: 5 } },
    { description: 'By email, in Salesforce', payload: { query: 'jane@acme.example', limit: 10, app: 'salesforce' } },
  ],
  sandboxFailures: [{ description: `The query "${SANDBOX_FAIL_TEXT}" fails`, payload: { query: SANDBOX_FAIL_TEXT, limit: 10 } }],
  sandbox: ({ query, limit }) => {
    if (query === SANDBOX_FAIL_TEXT) return sandboxFailure(`query is "${SANDBOX_FAIL_TEXT}"`);
    // One to three contacts of the query's own: an email address finds its owner, other text people at a company of that name.
    const count = Math.min(limit, query.includes('@') ? 1 : 1 + (parseInt(digest({ query }).slice(0, 2), 16) % 3));
    const people = [
      ['Ada', 'Lovelace'],
      ['Grace', 'Hopper'],
      ['Katherine', 'Johnson'],
    ] as const;
    const contacts = people.slice(0, count).map(([first, last], index) => {
      const contactId = sandboxRecordId({ query, index });
      return {
        contact_id: contactId,
        first_name: first,
        last_name: last,
        email: query.includes('@') ? query : `${first}.${last}@example.com`.toLowerCase(),
        phone: `+1 555 01${String(index).padStart(2, '0')}`,
        company: query.includes('@') ? 'Example Corp' : query,
        url: `https://crm.example.com/contacts/${contactId}`,
        updated_at: new Date(Date.UTC(2025, 0, 6 + index, 14)).toISOString(),
      };
    });
    return sandboxResult({ contacts, has_more: false });
  },
  live: async (payload, context) => {
    const app = connectedApp('crm.search_contacts', 'crm', context, payload.app);
    const result = app.provider === 'salesforce' ? await searchSalesforceContacts(payload, app, context) : await searchHubSpotContacts(payload, app, context);
    return { status: 'executed', result, costCents: SEARCH_PRICE_CENTS };
  },
});

export const crmCreateContact = defineOperation({
  operation: 'crm.create_contact',
  service: 'crm',
  name: 'Create contact',
  description:
    'Adds a contact to the organization’s CRM. Salesforce requires last_name. HubSpot refuses a second contact with an email it has (the failure names the existing contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.',
  payload: z
    .strictObject({
      email: ZEmailAddressSchema,
      first_name: ZNameSchema.optional(),
      last_name: ZNameSchema.optional().meta({ description: 'Required by Salesforce' }),
      phone: z.string().min(1).max(40).optional(),
      job_title: ZNameSchema.optional(),
      app: ZAppSchema,
    })
    .refine((contact) => contact.app !== 'salesforce' || contact.last_name !== undefined, {
      message: 'a Salesforce contact needs last_name',
      path: ['last_name'],
    }),
  result: z.object({ contact_id: ZContactIdSchema, url: ZRecordUrlSchema }),
  pricing: perRequest(CREATE_CONTACT_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'crm',
  appOf: (payload) => payload.app,
  liveProvider: "the organization's HubSpot (`POST /crm/v3/objects/contacts`) or Salesforce (`POST /services/data/v62.0/sobjects/Contact`)",
  liveSettings: [],
  examples: [
    { description: 'A new lead', payload: { email: 'jane@acme.example', first_name: 'Jane', last_name: 'Doe', job_title: 'Head of Operations' } },
  ],
  sandboxFailures: [
    { description: `An email address at ${SANDBOX_FAIL_HOST} fails`, payload: { email: `jane@${SANDBOX_FAIL_HOST}`, last_name: 'Doe' } },
  ],
  sandbox: (payload) => {
    if (payload.email.endsWith(`@${SANDBOX_FAIL_HOST}`)) return sandboxFailure(`the email address is at ${SANDBOX_FAIL_HOST}`);
    const contactId = sandboxRecordId({ email: payload.email });
    return sandboxResult({ contact_id: contactId, url: `https://crm.example.com/contacts/${contactId}` });
  },
  live: async (payload, context) => {
    const app = connectedApp('crm.create_contact', 'crm', context, payload.app);
    const result = app.provider === 'salesforce' ? await createSalesforceContact(payload, app, context) : await createHubSpotContact(payload, app, context);
    return { status: 'executed', result, costCents: CREATE_CONTACT_PRICE_CENTS };
  },
});

export const crmUpdateDeal = defineOperation({
  operation: 'crm.update_deal',
  service: 'crm',
  name: 'Update deal',
  description:
    'Changes a deal of the organization’s CRM (a Salesforce Opportunity): its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage name ("Closed Won").',
  payload: z
    .strictObject({
      deal_id: ZDealIdSchema,
      name: z.string().min(1).max(200).optional(),
      stage: z.string().min(1).max(100).optional().meta({ description: 'HubSpot: the stage’s internal id; Salesforce: the stage’s name' }),
      amount: z.number().nonnegative().max(MAX_AMOUNT).optional().meta({ description: 'In the deal’s currency’s main unit (1500.5 is $1,500.50 on a USD deal)' }),
      close_date: z.iso.date().max(10).optional().meta({ description: 'YYYY-MM-DD' }),
      app: ZAppSchema,
    })
    .refine((update) => DEAL_FIELDS.some((field) => update[field] !== undefined), {
      message: `send at least one of ${DEAL_FIELDS.join(', ')}`,
      path: ['stage'],
    }),
  result: z.object({
    deal_id: ZDealIdSchema,
    url: ZRecordUrlSchema,
    updated_fields: z.array(z.enum(DEAL_FIELDS)).max(DEAL_FIELDS.length).meta({ description: 'The fields the request changed' }),
  }),
  pricing: perRequest(UPDATE_DEAL_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'crm',
  appOf: (payload) => payload.app,
  liveProvider: "the organization's HubSpot (`PATCH /crm/v3/objects/deals/{id}`) or Salesforce (`PATCH /services/data/v62.0/sobjects/Opportunity/{id}`)",
  liveSettings: [],
  examples: [
    { description: 'Won, in HubSpot', payload: { deal_id: '8123456789', stage: 'closedwon', amount: 12000 } },
    { description: 'Moved out a month, in Salesforce', payload: { deal_id: '0065g00000XyZaBAAV', close_date: '2025-07-31', app: 'salesforce' } },
  ],
  sandboxFailures: [{ description: `Updating the deal "${SANDBOX_FAIL_DEAL}" fails`, payload: { deal_id: SANDBOX_FAIL_DEAL, stage: 'closedwon' } }],
  sandbox: (payload) =>
    payload.deal_id === SANDBOX_FAIL_DEAL
      ? sandboxFailure(`deal_id is "${SANDBOX_FAIL_DEAL}"`)
      : sandboxResult({
          deal_id: payload.deal_id,
          url: `https://crm.example.com/deals/${payload.deal_id}`,
          updated_fields: DEAL_FIELDS.filter((field) => payload[field] !== undefined),
        }),
  live: async (payload, context) => {
    const app = connectedApp('crm.update_deal', 'crm', context, payload.app);
    const result = app.provider === 'salesforce' ? await updateSalesforceOpportunity(payload, app, context) : await updateHubSpotDeal(payload, app, context);
    return { status: 'executed', result, costCents: UPDATE_DEAL_PRICE_CENTS };
  },
});

const ZActivityTypeSchema = z.enum(['note', 'call', 'meeting']);

export const crmLogActivity = defineOperation({
  operation: 'crm.log_activity',
  service: 'crm',
  name: 'Log activity',
  description:
    'Records a note, a call or a meeting that took place on a contact, a deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an Event (a meeting, half an hour unless duration_minutes says otherwise).',
  payload: z
    .strictObject({
      type: ZActivityTypeSchema,
      body: z.string().min(1).max(20_000).meta({ description: 'What was said or written, plain text' }),
      subject: z.string().min(1).max(200).optional().meta({ description: 'A title; "Note", "Call" or "Meeting" when left out' }),
      contact_id: ZContactIdSchema.optional(),
      deal_id: ZDealIdSchema.optional(),
      occurred_at: z.iso.datetime({ offset: true }).max(40).optional().meta({ description: `When it took place, ISO 8601 with its offset; the time of the request when left out (in test mode, ${SANDBOX_OCCURRED_AT})` }),
      duration_minutes: z.number().int().min(1).max(1440).optional().meta({ description: 'A call’s or a meeting’s length' }),
      app: ZAppSchema,
    })
    .refine((activity) => activity.contact_id !== undefined || activity.deal_id !== undefined, {
      message: 'an activity is logged on a contact, a deal or both: send contact_id, deal_id or both',
      path: ['contact_id'],
    })
    .refine((activity) => activity.type !== 'note' || activity.duration_minutes === undefined, {
      message: 'a note has no duration: duration_minutes is for calls and meetings',
      path: ['duration_minutes'],
    }),
  result: z.object({
    activity_id: ZLabelSchema.meta({ description: 'The CRM’s id of the note, call or meeting (a Salesforce Task or Event)' }),
    type: ZActivityTypeSchema,
    occurred_at: ZLabelSchema.meta({ description: 'ISO 8601 timestamp, UTC' }),
  }),
  pricing: perRequest(LOG_ACTIVITY_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'crm',
  appOf: (payload) => payload.app,
  liveProvider:
    "the organization's HubSpot (`POST /crm/v3/objects/notes`, `/calls` or `/meetings`, with associations) or Salesforce (`POST /services/data/v62.0/sobjects/Task` or `/Event`)",
  liveSettings: [],
  examples: [
    { description: 'A call on a contact', payload: { type: 'call', contact_id: '51', body: 'Wants a quote for 40 seats by Friday.', duration_minutes: 12 } },
    { description: 'A note on a deal', payload: { type: 'note', deal_id: '8123456789', body: 'Legal approved the contract.' } },
  ],
  sandboxFailures: [{ description: `The body "${SANDBOX_FAIL_TEXT}" fails`, payload: { type: 'note', contact_id: '51', body: SANDBOX_FAIL_TEXT } }],
  sandbox: (payload) => {
    if (payload.body === SANDBOX_FAIL_TEXT) return sandboxFailure(`body is "${SANDBOX_FAIL_TEXT}"`);
    return sandboxResult({
      activity_id: sandboxRecordId(payload),
      type: payload.type,
      occurred_at: new Date(payload.occurred_at ?? SANDBOX_OCCURRED_AT).toISOString(),
    });
  },
  live: async (payload, context) => {
    const app = connectedApp('crm.log_activity', 'crm', context, payload.app);
    const result = app.provider === 'salesforce' ? await logSalesforceActivity(payload, app, context) : await logHubSpotActivity(payload, app, context);
    return { status: 'executed', result, costCents: LOG_ACTIVITY_PRICE_CENTS };
  },
});

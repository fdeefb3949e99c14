import { z } from 'zod';
import { createCalendarEvent, listCalendarEvents, type CalendarEvent } from '../../../providers/nylas-calendar.js';
import { ZEmailAddressSchema } from '../../email-address.js';
import { ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../bounded.js';
import { defineOperation, perRequest } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxId, sandboxResult } from '../sandbox.js';

const LIST_PRICE_CENTS = 1;
const CREATE_PRICE_CENTS = 2;
/** The most events one list returns. */
const MAX_EVENTS = 100;
/** The longest window one list reads, and the longest event one create makes. */
const MAX_SPAN_DAYS = 366;
const DAY_MS = 86_400_000;
const SANDBOX_FAIL_CALENDAR = 'sandbox-fail';
const SANDBOX_EVENTS = 3;
const SANDBOX_EVENT_MS = 30 * 60_000;

const ZCalendarIdSchema = z
  .string()
  .min(1)
  .max(500)
  .default('primary')
  .meta({ description: 'The calendar: its id at the calendar provider, or "primary" (the default) for the account’s main calendar (not on iCloud)' });
const ZTimeSchema = z.iso.datetime({ offset: true }).max(40).meta({ description: 'ISO 8601 date and time with its offset, e.g. "2025-03-04T09:00:00+01:00"' });

const spanOk = ({ start, end }: { start: string; end: string }) => Date.parse(end) > Date.parse(start) && Date.parse(end) - Date.parse(start) <= MAX_SPAN_DAYS * DAY_MS;
const SPAN_MESSAGE = `end must be after start, and at most ${MAX_SPAN_DAYS} days after it`;

const ZEventSchema = z.object({
  id: ZTextSchema.meta({ description: 'The calendar provider’s id of the event' }),
  calendar_id: ZTextSchema,
  title: ZTextSchema,
  description: ZLongTextSchema,
  location: ZTextSchema,
  start: ZLabelSchema.meta({ description: 'ISO 8601 timestamp, UTC; an all-day event’s first date ("2025-03-04")' }),
  end: ZLabelSchema.meta({ description: 'ISO 8601 timestamp, UTC; an all-day event’s last date' }),
  all_day: z.boolean(),
  timezone: ZLabelSchema.nullable().meta({ description: 'The IANA time zone the event was set in, when the calendar says' }),
  status: z.enum(['confirmed', 'tentative', 'cancelled']).nullable(),
  participants: z
    .array(
      z.object({
        email: ZLabelSchema,
        name: ZLabelSchema.nullable(),
        status: z.enum(['yes', 'no', 'maybe', 'noreply']).nullable().meta({ description: 'Their answer to the invitation' }),
      }),
    )
    .max(500),
  url: ZTextSchema.nullable().meta({ description: 'The event in the calendar provider’s own page, when it has one' }),
});

export const calendarListEvents = defineOperation({
  operation: 'calendar.list_events',
  service: 'calendar',
  name: 'List calendar events',
  description:
    'Lists the events of a calendar of the organization’s account (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.',
  payload: z
    .strictObject({
      calendar_id: ZCalendarIdSchema,
      start: ZTimeSchema,
      end: ZTimeSchema,
      limit: z.number().int().min(1).max(MAX_EVENTS).default(50).meta({ description: `Most events to return, 1 to ${MAX_EVENTS}` }),
    })
    .refine(spanOk, { message: SPAN_MESSAGE, path: ['end'] }),
  result: z.object({
    events: z.array(ZEventSchema).max(MAX_EVENTS),
    has_more: z.boolean().meta({ description: 'More events overlap the window: read a shorter window' }),
  }),
  pricing: perRequest(LIST_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'calendar',
  liveProvider: "Nylas v3, the organization's Nylas app (`GET /v3/grants/{its grant}/events`)",
  liveSettings: [],
  examples: [
    {
      description: 'Tomorrow’s meetings',
      payload: { calendar_id: 'primary', start: '2025-03-04T00:00:00+01:00', end: '2025-03-05T00:00:00+01:00', limit: 20 },
    },
  ],
  sandboxFailures: [
    {
      description: `Listing the calendar "${SANDBOX_FAIL_CALENDAR}" fails`,
      payload: { calendar_id: SANDBOX_FAIL_CALENDAR, start: '2025-03-04T00:00:00Z', end: '2025-03-05T00:00:00Z', limit: 50 },
    },
  ],
  sandbox: (payload) => {
    if (payload.calendar_id === SANDBOX_FAIL_CALENDAR) return sandboxFailure(`calendar_id is "${SANDBOX_FAIL_CALENDAR}"`);
    // Half-hour meetings spread evenly over the window.
    const from = Date.parse(payload.start);
    const step = (Date.parse(payload.end) - from) / (SANDBOX_EVENTS + 1);
    const events = Array.from({ length: Math.min(payload.limit, SANDBOX_EVENTS) }, (_, index): CalendarEvent => {
      const start = new Date(from + step * (index + 1));
      return {
        id: sandboxId('evt', { ...payload, index }),
        calendar_id: payload.calendar_id,
        title: `Sandbox meeting ${index + 1}`,
        description: `Sandbox event ${index + 1} of ${payload.calendar_id}.`,
        location: '',
        start: start.toISOString(),
        end: new Date(Math.min(start.getTime() + SANDBOX_EVENT_MS, Date.parse(payload.end))).toISOString(),
        all_day: false,
        timezone: null,
        status: 'confirmed',
        participants: [{ email: `guest${index + 1}@example.com`, name: null, status: 'yes' }],
        url: null,
      };
    });
    return sandboxResult({ events, has_more: false });
  },
  live: async (payload, context) => ({ status: 'executed', result: await listCalendarEvents(payload, context), costCents: LIST_PRICE_CENTS }),
});

export const calendarCreateEvent = defineOperation({
  operation: 'calendar.create_event',
  service: 'calendar',
  name: 'Create calendar event',
  description:
    'Creates an event in a calendar of the organization’s account (its Nylas app). With participants and notify_participants (the default), the calendar provider e-mails them invitations; Microsoft and iCloud always do.',
  payload: z
    .strictObject({
      calendar_id: ZCalendarIdSchema,
      title: z.string().min(1).max(1_000),
      start: ZTimeSchema,
      end: ZTimeSchema,
      timezone: z
        .string()
        .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/, 'must be an IANA time zone, such as "Europe/Paris"')
        .max(64)
        .optional()
        .meta({ description: 'The IANA time zone the event is set in ("Europe/Paris"); the calendar’s own when left out' }),
      description: z.string().max(20_000).optional(),
      location: z.string().max(1_000).optional(),
      participants: z.array(ZEmailAddressSchema).max(100).optional().meta({ description: 'Addresses to invite' }),
      notify_participants: z.boolean().default(true).meta({ description: 'Whether the invitations are e-mailed; true when left out' }),
    })
    .refine(spanOk, { message: SPAN_MESSAGE, path: ['end'] }),
  result: ZEventSchema,
  pricing: perRequest(CREATE_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'calendar',
  liveProvider: "Nylas v3, the organization's Nylas app (`POST /v3/grants/{its grant}/events`)",
  liveSettings: [],
  examples: [
    {
      description: 'A half-hour call with a customer',
      payload: {
        calendar_id: 'primary',
        title: 'Onboarding call with Acme',
        start: '2025-03-04T10:00:00+01:00',
        end: '2025-03-04T10:30:00+01:00',
        timezone: 'Europe/Paris',
        participants: ['ada@example.com'],
        notify_participants: true,
      },
    },
  ],
  sandboxFailures: [
    {
      description: `The title "${SANDBOX_FAIL_TEXT}" fails`,
      payload: { calendar_id: 'primary', title: SANDBOX_FAIL_TEXT, start: '2025-03-04T10:00:00Z', end: '2025-03-04T10:30:00Z', notify_participants: true },
    },
  ],
  sandbox: (payload) =>
    payload.title === SANDBOX_FAIL_TEXT
      ? sandboxFailure(`title is "${SANDBOX_FAIL_TEXT}"`)
      : sandboxResult({
          id: sandboxId('evt', payload),
          calendar_id: payload.calendar_id,
          title: payload.title,
          description: payload.description ?? '',
          location: payload.location ?? '',
          start: new Date(payload.start).toISOString(),
          end: new Date(payload.end).toISOString(),
          all_day: false,
          timezone: payload.timezone ?? null,
          status: 'confirmed' as const,
          participants: (payload.participants ?? []).map((email) => ({ email, name: null, status: 'noreply' as const })),
          url: null,
        }),
  live: async (payload, context) => ({ status: 'executed', result: await createCalendarEvent(payload, context), costCents: CREATE_PRICE_CENTS }),
});

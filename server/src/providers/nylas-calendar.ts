import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { callNylas, connectedGrant } from './nylas.js';

// Nylas API v3 Events on the organization's own calendars: the grant its Nylas app was installed
// as, which is its mailbox's account (Google, Microsoft…). Times go to Nylas as Unix seconds.

const ZParticipantSchema = z.object({ email: z.string(), name: z.string().nullish(), status: z.string().nullish() });

/** Nylas' four shapes of an event's time: a span of time, a moment, a day, or a span of days (all-day events). */
const ZWhenSchema = z.discriminatedUnion('object', [
  z.object({ object: z.literal('timespan'), start_time: z.number(), end_time: z.number(), start_timezone: z.string().nullish() }),
  z.object({ object: z.literal('time'), time: z.number(), timezone: z.string().nullish() }),
  z.object({ object: z.literal('date'), date: z.string() }),
  z.object({ object: z.literal('datespan'), start_date: z.string(), end_date: z.string() }),
]);

const ZEventSchema = z.object({
  id: z.string(),
  calendar_id: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  when: ZWhenSchema,
  participants: z.array(ZParticipantSchema).nullish(),
  status: z.string().nullish(),
  html_link: z.string().nullish(),
});

export interface CalendarEvent {
  id: string;
  calendar_id: string;
  title: string;
  description: string;
  location: string;
  start: string;
  end: string;
  all_day: boolean;
  timezone: string | null;
  status: 'confirmed' | 'tentative' | 'cancelled' | null;
  participants: { email: string; name: string | null; status: 'yes' | 'no' | 'maybe' | 'noreply' | null }[];
  url: string | null;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const STATUSES = new Set(['confirmed', 'tentative', 'cancelled']);
const RSVPS = new Set(['yes', 'no', 'maybe', 'noreply']);

/** An event as calendar.* answer it: times as ISO 8601 UTC, an all-day event's as its dates. */
function eventOf(event: z.infer<typeof ZEventSchema>): CalendarEvent {
  const { when } = event;
  const [start, end, timezone] =
    when.object === 'timespan'
      ? [iso(when.start_time), iso(when.end_time), when.start_timezone ?? null]
      : when.object === 'time'
        ? [iso(when.time), iso(when.time), when.timezone ?? null]
        : when.object === 'date'
          ? [when.date, when.date, null]
          : [when.start_date, when.end_date, null];
  return {
    id: event.id,
    calendar_id: event.calendar_id,
    title: event.title ?? '',
    description: event.description ?? '',
    location: event.location ?? '',
    start,
    end,
    all_day: when.object === 'date' || when.object === 'datespan',
    timezone,
    status: event.status && STATUSES.has(event.status) ? (event.status as CalendarEvent['status']) : null,
    participants: (event.participants ?? []).map((participant) => ({
      email: participant.email,
      name: participant.name ?? null,
      status: participant.status && RSVPS.has(participant.status) ? (participant.status as 'yes') : null,
    })),
    url: event.html_link ?? null,
  };
}

const seconds = (isoTime: string) => String(Math.floor(Date.parse(isoTime) / 1000));

export interface EventQuery {
  calendar_id: string;
  start: string;
  end: string;
  limit: number;
}

/**
 * The events of a calendar that overlap [start, end] (`GET /v3/grants/{grant}/events`), each
 * occurrence of a recurring event on its own, in Nylas' order.
 */
export async function listCalendarEvents(query: EventQuery, context: AdapterContext): Promise<{ events: CalendarEvent[]; has_more: boolean }> {
  const grant = connectedGrant('calendar.list_events', 'calendar', context);
  const url = new URL(`${grant.grantUrl}/events`);
  url.searchParams.set('calendar_id', query.calendar_id);
  url.searchParams.set('start', seconds(query.start));
  url.searchParams.set('end', seconds(query.end));
  url.searchParams.set('limit', String(query.limit));
  url.searchParams.set('expand_recurring', 'true');
  const page = await callNylas(grant, {
    url,
    signal: context.signal,
    schema: z.object({ data: z.array(ZEventSchema), next_cursor: z.string().nullish() }),
  });
  return { events: page.data.slice(0, query.limit).map(eventOf), has_more: Boolean(page.next_cursor) };
}

export interface NewEvent {
  calendar_id: string;
  title: string;
  start: string;
  end: string;
  timezone?: string | undefined;
  description?: string | undefined;
  location?: string | undefined;
  participants?: string[] | undefined;
  notify_participants: boolean;
}

/** Creates an event (`POST /v3/grants/{grant}/events`); with notify_participants the calendar provider e-mails the invitations. */
export async function createCalendarEvent(event: NewEvent, context: AdapterContext): Promise<CalendarEvent> {
  const grant = connectedGrant('calendar.create_event', 'calendar', context);
  const url = new URL(`${grant.grantUrl}/events`);
  url.searchParams.set('calendar_id', event.calendar_id);
  url.searchParams.set('notify_participants', String(event.notify_participants));
  const created = await callNylas(grant, {
    url,
    method: 'POST',
    body: {
      title: event.title,
      when: {
        start_time: Number(seconds(event.start)),
        end_time: Number(seconds(event.end)),
        ...(event.timezone ? { start_timezone: event.timezone, end_timezone: event.timezone } : {}),
      },
      ...(event.description ? { description: event.description } : {}),
      ...(event.location ? { location: event.location } : {}),
      ...(event.participants?.length ? { participants: event.participants.map((email) => ({ email })) } : {}),
    },
    signal: context.signal,
    schema: z.object({ data: ZEventSchema }),
  });
  return eventOf(created.data);
}

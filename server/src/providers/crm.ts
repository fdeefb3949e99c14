/**
 * What the crm.* operations ask of a CRM app, whichever provider the organization installed
 * (hubspot.ts, salesforce.ts): the catalog's payloads, less the choice of app.
 */

export interface ContactSearch {
  query: string;
  limit: number;
}

/** A contact as crm.search_contacts answers it; a field the CRM has no value for is null. */
export interface ContactSummary {
  contact_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  url: string;
  updated_at: string;
}

export interface FoundContacts {
  contacts: ContactSummary[];
  /** More contacts match than `limit`. */
  has_more: boolean;
}

export interface NewContact {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  phone?: string | undefined;
  job_title?: string | undefined;
}

export interface CreatedContact {
  contact_id: string;
  url: string;
}

export interface DealUpdate {
  deal_id: string;
  name?: string | undefined;
  stage?: string | undefined;
  amount?: number | undefined;
  /** YYYY-MM-DD. */
  close_date?: string | undefined;
}

/** The payload's fields a deal update sends, in crm.update_deal's words. */
export const DEAL_FIELDS = ['name', 'stage', 'amount', 'close_date'] as const;

export interface UpdatedDeal {
  deal_id: string;
  url: string;
  updated_fields: (typeof DEAL_FIELDS)[number][];
}

export type ActivityType = 'note' | 'call' | 'meeting';

export interface NewActivity {
  type: ActivityType;
  body: string;
  subject?: string | undefined;
  contact_id?: string | undefined;
  deal_id?: string | undefined;
  /** ISO 8601; the time of the call when left out. */
  occurred_at?: string | undefined;
  duration_minutes?: number | undefined;
}

export interface LoggedActivity {
  activity_id: string;
  type: ActivityType;
  occurred_at: string;
}

/** A meeting without a duration is logged as half an hour, the length both CRMs' own forms start from. */
const DEFAULT_MEETING_MINUTES = 30;

/** The subject an activity is logged under when the payload gives none. */
export const DEFAULT_SUBJECTS: Record<ActivityType, string> = { note: 'Note', call: 'Call', meeting: 'Meeting' };

/** When the activity happened: the payload's time, or now, as ISO 8601 UTC. */
export const occurredAt = (activity: NewActivity) => new Date(activity.occurred_at ?? Date.now()).toISOString();

/** When a meeting that began at `at` ended: its duration later, half an hour when it has none. */
export const meetingEnd = (activity: NewActivity, at: string) =>
  new Date(Date.parse(at) + (activity.duration_minutes ?? DEFAULT_MEETING_MINUTES) * 60_000).toISOString();

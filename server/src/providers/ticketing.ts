/**
 * What ticket.create and ticket.update ask of a ticketing app, whichever provider the
 * organization installed (zendesk.ts, jira.ts): the catalog's payloads, less the choice of app.
 */

/** The statuses ticket.* speak in; each provider's own are mapped onto them. */
export type TicketStatus = 'open' | 'pending' | 'solved' | 'closed';

export interface NewTicket {
  title: string;
  description?: string | undefined;
  priority?: 'low' | 'normal' | 'high' | 'urgent' | undefined;
  /** A Jira project key; Zendesk has no projects. */
  project?: string | undefined;
}

export interface TicketUpdate {
  ticket_id: string;
  status?: TicketStatus | undefined;
  comment?: string | undefined;
}

export interface CreatedTicket {
  ticket_id: string;
  url: string;
  status: TicketStatus;
}

export interface UpdatedTicket {
  ticket_id: string;
  status: TicketStatus;
}

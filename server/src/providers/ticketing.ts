/**
 * What the ticket.* operations ask of a ticketing app, whichever provider the
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

/** What ticket.get answers of a ticket. */
export interface TicketDetails {
  ticket_id: string;
  title: string;
  /** The ticket's description as plain text; empty when it has none. */
  description: string;
  status: TicketStatus;
  priority: 'low' | 'normal' | 'high' | 'urgent' | null;
  url: string;
  created_at: string;
  updated_at: string;
}

export interface TicketComment {
  ticket_id: string;
  comment: string;
  /** Seen by the requester (a Zendesk public reply, a Jira Service Management reply to the customer); otherwise an internal note. */
  public: boolean;
}

export interface AddedComment {
  ticket_id: string;
  comment_id: string;
  public: boolean;
}

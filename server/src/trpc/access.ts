/** Who may call, as a procedure's meta.auth: the access rules shared by many routes. */

/** People, by browser session or personal token, with at least the member role: readers. */
export const MEMBERS = { credentials: ['session', 'pat'], role: 'member' } as const;

/** People, by browser session or personal token, with at least the admin role: managers. */
export const ADMINS = { credentials: ['session', 'pat'], role: 'admin' } as const;

/** Admins in a browser session only: the cookie-only operations (docs/security.md, Credentials). */
export const ADMIN_SESSIONS = { credentials: ['session'], role: 'admin' } as const;

/**
 * An agent's own resources under /agents/{id}/…: its key (for its own id only, or for its memories
 * also the agents it spawned; another agent's is not found, domain/agents/agent-of-path.ts), and people
 * by session or personal token, members up.
 */
export const AGENT_ITSELF_AND_MEMBERS = { credentials: ['agent', 'session', 'pat'], role: 'member' } as const;

/**
 * An agent's own resources that people manage: its key (for its own id only, as above), and
 * people by session or personal token, admins up.
 */
export const AGENT_ITSELF_AND_ADMINS = { credentials: ['agent', 'session', 'pat'], role: 'admin' } as const;

/** People in a browser session only, members up: workflows, which the spec keeps to the web UI. */
export const MEMBER_SESSIONS = { credentials: ['session'], role: 'member' } as const;

/** People by session or personal token holding publish.manage (owners hold it): the publishing review. */
export const PUBLISH_MANAGERS = { credentials: ['session', 'pat'], role: 'member', permission: 'publish.manage' } as const;

/** Holders of publish.manage in a browser session: unpublishing, which is a workflow route (cookie only). */
export const PUBLISH_MANAGER_SESSIONS = { credentials: ['session'], role: 'member', permission: 'publish.manage' } as const;

/** Any agent by its key, and people by session or personal token, members up: tools not tied to one agent (speech, /v1/tts). */
export const AGENTS_AND_MEMBERS = { credentials: ['agent', 'session', 'pat'], role: 'member' } as const;

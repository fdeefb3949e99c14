import type { AppProvider, OAuthProvider } from './contract.js';
import { hubspotOAuth } from './hubspot.js';
import { jiraOAuth } from './jira.js';
import { nylasOAuth } from './nylas.js';
import { salesforceOAuth } from './salesforce.js';
import { slackOAuth } from './slack.js';
import { stripeOAuth } from './stripe.js';
import { zendeskOAuth } from './zendesk.js';

/** Every provider a connected app can be installed from, by its path segment. */
export const OAUTH_PROVIDERS: { readonly [P in AppProvider]: OAuthProvider } = {
  slack: slackOAuth,
  nylas: nylasOAuth,
  hubspot: hubspotOAuth,
  salesforce: salesforceOAuth,
  zendesk: zendeskOAuth,
  jira: jiraOAuth,
  stripe: stripeOAuth,
};

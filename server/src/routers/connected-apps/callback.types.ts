import { z } from 'zod';
import { CALLBACK_ERRORS } from '../../domain/connected-apps/install.js';
import type { AppProvider } from '../../providers/oauth/contract.js';
import { API_PREFIX } from '../../trpc/api-path.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZIdSchema, ZLabelSchema, ZTextSchema } from '../../domain/bounded.js';
import { ZAppProviderSchema } from './connected-app.types.js';

// Not strict: providers add parameters of their own (error_description, scope, …), which are ignored.
// Bounded so that the whole url, percent-encoded, stays within what Node reads of a request line
// (past it a request is a 431 before any schema): a provider's code is far shorter than 2,048
// characters (the longest, Atlassian's, a few hundred), the state is this server's (43).
const CODE_MAX_LENGTH = 2048;

export const ZConnectedAppCallbackRequestSchema = z.object({
  provider: ZAppProviderSchema,
  code: z.string().max(CODE_MAX_LENGTH).optional().meta({ description: "The provider's authorization code" }),
  state: ZIdSchema.optional().meta({ description: 'The state of the install' }),
  error: ZLabelSchema.optional().meta({ description: "The provider's error, e.g. access_denied when the person cancelled" }),
});

export const ZConnectedAppCallbackResponseSchema = z.object({ location: ZTextSchema });

/** The console page the callback ends on. */
export const CONSOLE_PAGE = '/connected-apps';

export const connectedAppCallbackMeta: ProcedureMeta = {
  openapi: {
    method: 'GET',
    path: '/v1/connected-apps/{provider}/callback',
    tags: ['Connected apps'],
    summary: "The provider's redirect back (browsers only)",
    description:
      'Where the provider sends the browser after consent: the redirect url to register with each provider ({PROCTOR_PUBLIC_URL}/api/v1/connected-apps/{provider}/callback). ' +
      "It exchanges the code with the install's PKCE verifier, stores the tokens encrypted and answers 303 to the console's Connected apps page: " +
      '`?installed={provider}`, or `?provider={provider}&error={code}&message=…` when nothing was installed. The state must be unused, under 10 minutes old, ' +
      "for this provider, and the browser signed in as the person who started the install. Error codes: " +
      Object.entries(CALLBACK_ERRORS)
        .map(([code, meaning]) => `${code} (${meaning})`)
        .join('; ') +
      '.',
  },
  successStatus: 303,
  sdk: false,
};

export const callbackPath = (provider: AppProvider) => `${API_PREFIX}/v1/connected-apps/${provider}/callback`;

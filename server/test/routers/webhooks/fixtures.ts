import { useTestApp, type TestApp } from '../../support/app.js';
import { webhookSecret } from '../../support/webhooks.js';

/** The app of one test file, with a reconcile webhook secret of its own configured. */
export function useReconcileApp(): { app: TestApp; secret: string } {
  const secret = webhookSecret();
  return { app: useTestApp({ env: { PROCTOR_RECONCILE_WEBHOOK_SECRET: secret } }), secret };
}

import { useTestApp, type TestApp } from '../../support/app.js';
import { externalIdOf } from '../../support/dispatch.js';
import { webhookSecret } from '../../support/webhooks.js';

/** The app of one test file, with a reconcile webhook secret of its own configured. */
export function useReconcileApp(): { app: TestApp; secret: string } {
  const secret = webhookSecret();
  return { app: useTestApp({ env: { PROCTOR_RECONCILE_WEBHOOK_SECRET: secret } }), secret };
}

/** The reconcile body of the running audio request `id`, naming its job and itself as the provider would, with `fields`. */
export async function reconcileOf(app: TestApp, id: string, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  return { provider: 'audio', external_id: await externalIdOf(app, id), service_request_id: id, ...fields };
}

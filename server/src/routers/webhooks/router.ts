import { router } from '../../trpc/init.js';
import { paymentsWebhookRoute } from './payments.js';
import { reconcileRoute } from './reconcile.js';
import { slackWebhookRoute } from './slack.js';
import { voiceStatusRoute } from './voice.js';

export const webhooksRouter = router({ reconcile: reconcileRoute, payments: paymentsWebhookRoute, slack: slackWebhookRoute, voice: voiceStatusRoute });

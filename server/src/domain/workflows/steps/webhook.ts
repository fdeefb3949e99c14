import { notificationWebhook } from '../../catalog/operations/notification.js';
import { dispatchStep } from './dispatch-step.js';
import { defineStep } from './step.js';

export const webhook = defineStep({
  name: 'webhook',
  description: 'Posts a JSON body to a URL: a governed notification.webhook dispatch as the run’s agent.',
  // A webhook step is a governed notification.webhook dispatch: its input is that payload.
  input: notificationWebhook.payload,
  start: (input, context) => dispatchStep(context, 'notification.webhook', input),
});

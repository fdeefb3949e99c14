import { notificationWebhook } from '../../catalog/operations/notification.js';
import { closeApprovalOf, dispatchStep } from './dispatch-step.js';
import { defineStep } from './step.js';

export const webhook = defineStep({
  name: 'webhook',
  description:
    "A signed POST, dispatched as notification.webhook (its input is that operation's payload)",
  // A webhook step is a governed notification.webhook dispatch: its input is that payload.
  input: notificationWebhook.payload,
  start: (input, context) => dispatchStep(context, 'notification.webhook', input),
  end: closeApprovalOf,
});

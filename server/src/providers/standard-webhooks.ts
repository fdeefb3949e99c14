/** The webhook-id of a message notification.webhook sends: the same on every attempt of one service request. */
export const notificationMessageId = (serviceRequestId: string) => `msg_${serviceRequestId}`;

/**
 * Whether a webhook-id is one notification.webhook gives (service request ids are `sr_…`,
 * domain/dispatch/admit.ts). The id is signed, so no one can take a message out of this namespace:
 * the reconcile receiver refuses it, and a message signed for an agent's webhook (its own JSON,
 * which can look like a reconcile) never settles a request, even where the reconcile secret is
 * also a notification secret, which the configuration cannot see (another server's, say).
 */
export const isNotificationMessageId = (id: unknown): boolean => typeof id === 'string' && id.startsWith(notificationMessageId('sr_'));

import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { slackDelivery } from '../../support/slack.js';
import { signedSlack } from '../../support/webhooks.js';

const app = useTestApp();

describe('POST /api/v1/webhooks/slack', () => {
  it('answers 503 not_configured while SLACK_SIGNING_SECRET is unset, whatever the signature', async () => {
    const answered = await signedSlack(app, 'any-secret', slackDelivery('T0UNSET0001'));
    expect(answered.status).toBe(503);
    expect(((await answered.json()) as ErrorEnvelope).error).toMatchObject({ code: 'not_configured', message: expect.stringContaining('SLACK_SIGNING_SECRET') });
    expect(await app.db.prisma.slackEvent.count()).toBe(0);
  });
});

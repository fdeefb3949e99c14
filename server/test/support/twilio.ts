import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/** The operator's Twilio account as the tests configure it (config.ts: TWILIO_*). */
export const TWILIO_ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
export const TWILIO_TOKEN = 'twilio-auth-token-of-the-test';
export const TWILIO_FROM = '+14155550100';
export const TWILIO_SETTINGS = { TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT, TWILIO_AUTH_TOKEN: TWILIO_TOKEN, TWILIO_FROM_NUMBER: TWILIO_FROM };
const CALLS = `https://api.twilio.com/2010-04-01/Accounts/${TWILIO_ACCOUNT}/Calls`;

/** A Call resource as Twilio's Voice API answers it (the fields a call's outcome reads, and some it does not). */
export const twilioCall = (sid: string, status: string, duration: string | null) => ({
  account_sid: TWILIO_ACCOUNT,
  api_version: '2010-04-01',
  direction: 'outbound-api',
  sid,
  status,
  to: '+14155550123',
  from: TWILIO_FROM,
  duration,
  price: null,
  price_unit: 'USD',
  uri: `/2010-04-01/Accounts/${TWILIO_ACCOUNT}/Calls/${sid}.json`,
});

/**
 * Twilio Voice on `server`: each call placed gets a fresh CallSid and answers queued; a GET of a call
 * answers as `state(sid)` says (in progress by default). Returns the sids placed, in order.
 */
export function twilioVoice(server: SetupServer, state: (sid: string) => { status: string; duration: string | null } = () => ({ status: 'in-progress', duration: null })): string[] {
  const placed: string[] = [];
  server.use(
    http.post(`${CALLS}.json`, () => {
      const sid = `CA${randomBytes(16).toString('hex')}`;
      placed.push(sid);
      return HttpResponse.json(twilioCall(sid, 'queued', null), { status: 201 });
    }),
    http.get(`${CALLS}/:file`, ({ params }) => {
      const sid = String(params.file).replace(/\.json$/, '');
      const { status, duration } = state(sid);
      return HttpResponse.json(twilioCall(sid, status, duration));
    }),
  );
  return placed;
}

export const CALL_PAYLOAD = { to: '+14155550123', message: 'Your order is ready for pickup.', max_duration_minutes: 3 };

/**
 * `client.chat.connect` against a real server: two channels on one session see the same turn,
 * and a channel reconnected with `after` resumes where it left off.
 */
import { describe, expect, inject, it } from 'vitest';
import { Proctor, type ChatChannel, type ChatChannelEvent, type ChatChannelMessage } from '../../src/index.js';

const live = inject('live');
const person = new Proctor({ baseURL: live.baseURL, token: live.token, agentKey: null, logLevel: 'off' });

/** The channel's events up to and including the next `done`. */
async function untilDone(channel: ChatChannel): Promise<ChatChannelEvent[]> {
  const events: ChatChannelEvent[] = [];
  for await (const message of channel as AsyncIterable<ChatChannelMessage>) {
    if (message.type === 'error') throw new Error(`${message.code}: ${message.message}`);
    if (message.type !== 'event') continue;
    events.push(message);
    if (message.event === 'done') return events;
  }
  throw new Error('the channel closed before the turn was done');
}

describe('client.chat.connect', () => {
  it('streams a turn to every channel on the session, and resumes from lastEventId', async () => {
    const session = await person.chat.sessions.create({ agent_id: live.agentId });
    const first = await person.chat.connect(session.id);
    const second = await person.chat.connect(session.id);
    try {
      first.turn({ message: 'call data.csv_parse {"csv": "a,b\\n1,2\\n"}' });
      const [seenByFirst, seenBySecond] = await Promise.all([untilDone(first), untilDone(second)]);
      expect(seenBySecond).toEqual(seenByFirst);
      expect(seenByFirst.map((event) => event.event)).toContain('tool_done');
      const done = seenByFirst.at(-1)!;
      expect(done.event === 'done' && done.data.status).toBe('completed');
      expect(first.lastEventId).toBe(done.id);

      // Reconnected from the middle of the turn: the rest of it, in order, from the server's table.
      const middle = seenByFirst[2]!;
      const again = await person.chat.connect(session.id, { after: middle.id });
      expect(await untilDone(again)).toEqual(seenByFirst.slice(3));
      again.close();
    } finally {
      first.close();
      second.close();
    }
  });

  it('refuses a session that is not the caller\'s', async () => {
    await expect(person.chat.connect('chs_nonexistent')).rejects.toThrow(/Unexpected server response: 404/);
  });
});

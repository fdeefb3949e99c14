import { describe, expect, it } from 'vitest';
import { applyEvent, startTurn, type LiveTurn, type TurnEvent } from '../src/pages/chat/turn';

const turn_id = 'ctn_1';
const fold = (events: TurnEvent[], from: LiveTurn = startTurn('Parse it')) => events.reduce(applyEvent, from);
const ev = <E extends TurnEvent['event']>(event: E, data: Omit<Extract<TurnEvent, { event: E }>['data'], 'turn_id'>, id = '1') =>
  ({ event, id, data: { turn_id, ...data } }) as unknown as TurnEvent;

describe('a chat turn as its events arrive', () => {
  it('writes each round\'s text as it streams, the whole message replacing it, and each call through planned, executing and its outcome', () => {
    const streaming = fold([ev('model', { model: 'proctor/sandbox', round: 1 }), ev('message_delta', { text: 'Par' }), ev('message_delta', { text: 'se' })]);
    expect(streaming.rounds).toEqual([{ text: 'Parse', callIds: [] }]);
    expect(streaming.ended).toBeNull();
    const done = fold(
      [
        ev('message', { message_id: 'cmsg_1', content: 'Parse it', tool_call_ids: ['ctc_1'] }),
        ev('tool_planned', { tool_call_id: 'ctc_1', name: 'data.csv_parse', kind: 'governed', arguments: { csv: 'a' } }),
        ev('tool_executing', { tool_call_id: 'ctc_1', name: 'data.csv_parse' }),
      ],
      streaming,
    );
    expect(done.calls.ctc_1).toMatchObject({ status: 'executing', cost_cents: null });
    const ended = fold(
      [
        ev('tool_done', { tool_call_id: 'ctc_1', name: 'data.csv_parse', status: 'executed', reason_code: null, detail: null, cost_cents: 1, service_request_id: 'sr_1', artifact_id: null }),
        ev('model', { model: 'proctor/sandbox', round: 2 }),
        ev('message_delta', { text: 'I called data.csv_parse.' }),
        ev('usage', { prompt_tokens: 0, completion_tokens: 0, cost_cents: 1 }),
        ev('done', { status: 'completed', detail: null, continue_from: null }),
      ],
      done,
    );
    expect(ended.rounds).toEqual([
      { text: 'Parse it', callIds: ['ctc_1'] },
      { text: 'I called data.csv_parse.', callIds: [] },
    ]);
    expect(ended.calls.ctc_1).toMatchObject({ status: 'executed', cost_cents: 1, service_request_id: 'sr_1' });
    expect(ended).toMatchObject({ ended: 'completed', cost_cents: 1, turnId: turn_id, message: 'Parse it' });
  });

  it('marks a call waiting for approval with its approval, and a resumed turn learns of calls planned before it paused', () => {
    const paused = fold([
      ev('model', { model: 'proctor/sandbox', round: 1 }),
      ev('tool_planned', { tool_call_id: 'ctc_1', name: 'data.csv_parse', kind: 'governed', arguments: null }),
      ev('tool_pending', { tool_call_id: 'ctc_1', name: 'data.csv_parse', approval_id: 'apr_1', service_request_id: 'sr_1', cost_cents: 2 }),
      ev('done', { status: 'paused', detail: 'waiting for approval', continue_from: turn_id }),
    ]);
    expect(paused.calls.ctc_1).toMatchObject({ status: 'approval_required', approval_id: 'apr_1', cost_cents: 2 });
    expect(paused).toMatchObject({ ended: 'paused', detail: 'waiting for approval' });
    const resumed = fold([ev('tool_done', { tool_call_id: 'ctc_1', name: 'data.csv_parse', status: 'executed', reason_code: null, detail: null, cost_cents: 2, service_request_id: 'sr_1', artifact_id: null })], startTurn(null));
    expect(resumed.calls.ctc_1).toMatchObject({ name: 'data.csv_parse', status: 'executed', cost_cents: 2 });
    expect(resumed.rounds).toEqual([]);
  });
});

import type { ChatToolCall, Proctor, Stream } from '@proctor/sdk';

/** One event of a chat turn's stream, as the SDK types it. */
export type TurnEvent = ReturnType<Proctor['chat']['turn']> extends Stream<infer Event> ? Event : never;

/**
 * A tool call as the page draws it, from the history (ChatToolCall) or from the events of a turn
 * streaming now: `executing` is the stream's own step between planned and its outcome, and the
 * approval id is known from tool_pending (the history names only the service request).
 */
export interface ToolCallView {
  id: string;
  name: string;
  kind: ChatToolCall['kind'];
  status: string;
  cost_cents: number | null;
  service_request_id: string | null;
  approval_id: string | null;
  detail: string | null;
}

/** One model round of a streaming turn: the text written so far and the calls it planned. */
export interface LiveRound {
  text: string;
  callIds: string[];
}

/** The turn this window is streaming: what the events said so far. */
export interface LiveTurn {
  /** The person's message, shown at once, before the history has it; null when resuming. */
  message: string | null;
  turnId: string | null;
  rounds: LiveRound[];
  calls: Record<string, ToolCallView>;
  /** The latest progress, in words (status events). */
  progress: string | null;
  cost_cents: number | null;
  /** null while it streams; then the done event's status. */
  ended: 'completed' | 'paused' | 'failed' | 'cancelled' | null;
  detail: string | null;
}

export const startTurn = (message: string | null): LiveTurn => ({ message, turnId: null, rounds: [], calls: {}, progress: null, cost_cents: null, ended: null, detail: null });

/** The live turn after one more event; a resumed turn goes on from what it showed. */
export function applyEvent(turn: LiveTurn, event: TurnEvent): LiveTurn {
  const next: LiveTurn = { ...turn, turnId: event.data.turn_id };
  const lastRound = (): LiveRound[] => (next.rounds.length > 0 ? next.rounds : [{ text: '', callIds: [] }]);
  // A resumed turn goes on with calls planned before it paused (the history draws them): known by their id.
  const setCall = (id: string, name: string, change: Partial<ToolCallView>) => {
    const known = next.calls[id] ?? { id, name, kind: 'governed', status: 'planned', cost_cents: null, service_request_id: null, approval_id: null, detail: null };
    next.calls = { ...next.calls, [id]: { ...known, ...change } };
  };
  switch (event.event) {
    case 'model':
      next.rounds = [...next.rounds, { text: '', callIds: [] }];
      break;
    case 'status':
      next.progress = event.data.message;
      break;
    case 'message_delta': {
      const rounds = lastRound();
      const current = rounds[rounds.length - 1]!;
      next.rounds = [...rounds.slice(0, -1), { ...current, text: current.text + event.data.text }];
      break;
    }
    case 'message': {
      // The whole message of the round: what the deltas assembled, exactly.
      const rounds = lastRound();
      next.rounds = [...rounds.slice(0, -1), { ...rounds[rounds.length - 1]!, text: event.data.content }];
      break;
    }
    case 'tool_planned': {
      const rounds = lastRound();
      const current = rounds[rounds.length - 1]!;
      const { tool_call_id: id, name, kind } = event.data;
      next.calls = { ...next.calls, [id]: { id, name, kind, status: 'planned', cost_cents: null, service_request_id: null, approval_id: null, detail: null } };
      next.rounds = [...rounds.slice(0, -1), { ...current, callIds: current.callIds.includes(id) ? current.callIds : [...current.callIds, id] }];
      break;
    }
    case 'tool_executing':
      setCall(event.data.tool_call_id, event.data.name, { status: 'executing' });
      break;
    case 'tool_done':
      setCall(event.data.tool_call_id, event.data.name, {
        status: event.data.status,
        cost_cents: event.data.cost_cents,
        service_request_id: event.data.service_request_id,
        approval_id: null,
        detail: event.data.detail,
      });
      break;
    case 'tool_pending':
      setCall(event.data.tool_call_id, event.data.name, { status: 'approval_required', cost_cents: event.data.cost_cents, service_request_id: event.data.service_request_id, approval_id: event.data.approval_id });
      break;
    case 'local_tools_pending':
      for (const call of event.data.calls) setCall(call.tool_call_id, call.name, { kind: 'local', status: 'pending' });
      break;
    case 'usage':
      next.cost_cents = event.data.cost_cents;
      break;
    case 'done':
      next.ended = event.data.status;
      next.detail = event.data.detail;
      next.progress = null;
      break;
    case 'thinking':
      break;
  }
  return next;
}

/** A tool call of the history, drawn as the live ones are. */
export const historyCall = (call: ChatToolCall): ToolCallView => ({ ...call, approval_id: null, detail: null });

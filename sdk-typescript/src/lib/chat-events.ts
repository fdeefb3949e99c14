// Hand-written: the events of a chat turn by name, shared by the turn's stream (chat.ts) and the
// session's WebSocket channel (chat-channel.ts).
import type { StreamEvent } from '../core/streaming.js';
import type * as T from '../types.js';

/** Each event of a turn by name: its data. */
// A type, not an interface: StreamEvent needs an index-signature-compatible record.
export type ChatTurnEvents = {
  model: T.ChatModelEvent;
  status: T.ChatStatusEvent;
  thinking: T.ChatThinkingEvent;
  message_delta: T.ChatMessageDeltaEvent;
  tool_planned: T.ChatToolPlannedEvent;
  tool_executing: T.ChatToolExecutingEvent;
  tool_done: T.ChatToolDoneEvent;
  tool_pending: T.ChatToolPendingEvent;
  local_tools_pending: T.ChatLocalToolsPendingEvent;
  usage: T.ChatUsageEvent;
  message: T.ChatMessageEvent;
  done: T.ChatDoneEvent;
};

/** One event of a turn: `{event, id, data}`, discriminated by `event`. */
export type ChatTurnEvent = StreamEvent<ChatTurnEvents>;

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatTurnParams } from '@proctor/sdk';
import { api } from '../../lib/api';
import { keys, useChatSession } from '../../lib/queries/chat';
import { applyEvent, startTurn, type LiveTurn, type TurnEvent } from './turn';

/** How long to wait before opening the session's channel again after it dropped: doubled after each failure, up to the most. */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * A session as this window sees it: its history, the turn streaming now (whichever window started
 * it), and the way to start or resume a turn.
 *
 * Every turn's events arrive on the session's WebSocket channel (GET /v1/chat/sessions/{id}/ws,
 * docs/chat.md), so a second window shows the first one's turn as it streams. A turn this window
 * starts is still sent as POST /v1/chat/turn and read from its own event stream, so that leaving
 * the page cancels it (a turn sent over the channel would run on): its events then arrive twice,
 * once from each, and are applied once, by their id (the event's place in the session). A dropped
 * channel is opened again after the last event seen, waiting longer after each failure; while it
 * is not open, the history is read again every 2 seconds while a turn answers. A closed session
 * takes no turns: its channel is not opened.
 *
 * When a turn ends (or pauses, or fails) the history is read again and takes the place of the
 * live turn, so what is shown is what the server kept.
 */
export function useSessionEvents(sessionId: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveTurn | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [streaming, setStreaming] = useState(false);
  const [connected, setConnected] = useState(false);
  const session = useChatSession(sessionId, !connected);
  const closed = session.data?.status === 'closed';
  const stream = useRef<AbortController | null>(null);
  /** The id of the last event applied, from either source: older ones are the same events again. */
  const lastEventId = useRef<number | null>(null);

  // Leaving the page leaves the turn: the server stops the model call and settles what it spent.
  useEffect(() => () => stream.current?.abort(), []);

  const settle = useCallback(async () => {
    // The history now holds the turn as the server kept it: drawn instead of the live one.
    await queryClient.invalidateQueries({ queryKey: keys.session(sessionId) });
    void queryClient.invalidateQueries({ queryKey: keys.sessions });
    setLive(null);
  }, [queryClient, sessionId]);

  /** Applies an event once; answers whether it was new. */
  const receive = useCallback((event: TurnEvent): boolean => {
    const id = Number(event.id);
    if (lastEventId.current !== null && id <= lastEventId.current) return false;
    lastEventId.current = id;
    setLive((previous) => applyEvent(previous ?? startTurn(null), event));
    return true;
  }, []);

  // The session's channel: every turn's events, whoever started them; opened again when it drops.
  useEffect(() => {
    if (closed) return;
    let stopped = false;
    let close: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = RECONNECT_MS;
    const open = async () => {
      try {
        const channel = await api.chat.connect(sessionId, lastEventId.current === null ? {} : { after: lastEventId.current });
        if (stopped) return channel.close();
        close = () => channel.close();
        wait = RECONNECT_MS;
        setConnected(true);
        for await (const message of channel) {
          if (message.type === 'ready' && lastEventId.current === null) {
            // The channel starts here: the history read before it may lack what came meanwhile.
            lastEventId.current = Number(message.after);
            void queryClient.invalidateQueries({ queryKey: keys.session(sessionId) });
          }
          // A turn of this window is settled by its own stream's end; another window's by its done event.
          if (message.type === 'event' && receive(message) && message.event === 'done' && !stream.current) void settle();
        }
      } catch {
        // Refused or unreachable: tried again below, meanwhile the history is read again (useChatSession).
      }
      setConnected(false);
      if (stopped) return;
      retry = setTimeout(() => void open(), wait);
      wait = Math.min(wait * 2, RECONNECT_MAX_MS);
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      close?.();
    };
  }, [sessionId, closed, queryClient, receive, settle]);

  const run = useCallback(
    async (body: ChatTurnParams, shown: (previous: LiveTurn | null) => LiveTurn) => {
      const controller = new AbortController();
      stream.current = controller;
      setError(null);
      setStreaming(true);
      setLive(shown);
      try {
        for await (const event of api.chat.turn(body, { signal: controller.signal })) receive(event);
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure);
      } finally {
        if (!controller.signal.aborted) {
          stream.current = null;
          await settle();
          setStreaming(false);
        }
      }
    },
    [receive, settle],
  );

  /** A new turn with the person's message. */
  const send = useCallback((message: string) => run({ session_id: sessionId, message }, () => startTurn(message)), [run, sessionId]);

  /** Resumes a paused turn (its continue_from) once its approvals are decided; the page goes on streaming it. */
  const resume = useCallback((continueFrom: string) => run({ session_id: sessionId, continue_from: continueFrom }, () => startTurn(null)), [run, sessionId]);

  return { session, live, error, streaming, connected, send, resume };
}

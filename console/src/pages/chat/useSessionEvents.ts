import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatTurnParams } from '@proctor/sdk';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries/chat';
import { applyEvent, startTurn, type LiveTurn } from './turn';

/**
 * The events of a session as this window sees them, and the way to start or resume a turn.
 *
 * Today it reads the Server-Sent Events of the turns this window starts (POST /v1/chat/turn
 * through the SDK's stream, which parses them with eventsource-parser): another window on the same
 * session sees a turn once its history is read again. This hook is the seam for the session's
 * WebSocket channel (GET /v1/chat/sessions/{id}/ws), which carries every client's events: reading
 * it here, and sending `turn` and `approve` over it, changes no component that uses the hook.
 *
 * When a turn ends (or pauses, or fails) the history is read again and takes the place of the
 * live turn, so what is shown is what the server kept.
 */
export function useSessionEvents(sessionId: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveTurn | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [streaming, setStreaming] = useState(false);
  const stream = useRef<AbortController | null>(null);

  // Leaving the page leaves the turn: the server stops the model call and settles what it spent.
  useEffect(() => () => stream.current?.abort(), []);

  const run = useCallback(
    async (body: ChatTurnParams, shown: (previous: LiveTurn | null) => LiveTurn) => {
      const controller = new AbortController();
      stream.current = controller;
      setError(null);
      setStreaming(true);
      setLive(shown);
      try {
        for await (const event of api.chat.turn(body, { signal: controller.signal })) {
          setLive((previous) => applyEvent(previous ?? startTurn(null), event));
        }
      } catch (failure) {
        if (!controller.signal.aborted) setError(failure);
      } finally {
        if (!controller.signal.aborted) {
          // The history now holds the turn as the server kept it: drawn instead of the live one.
          await queryClient.invalidateQueries({ queryKey: keys.session(sessionId) });
          void queryClient.invalidateQueries({ queryKey: keys.sessions });
          setLive(null);
          setStreaming(false);
        }
      }
    },
    [queryClient, sessionId],
  );

  /** A new turn with the person's message. */
  const send = useCallback((message: string) => run({ session_id: sessionId, message }, () => startTurn(message)), [run, sessionId]);

  /** Resumes a paused turn (its continue_from) once its approvals are decided; the page goes on streaming it. */
  const resume = useCallback((continueFrom: string) => run({ session_id: sessionId, continue_from: continueFrom }, () => startTurn(null)), [run, sessionId]);

  return { live, error, streaming, send, resume };
}

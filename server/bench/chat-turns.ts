// The chat row of `pnpm bench` (bench/http.ts): sandbox chat turns with one governed tool call,
// `connections` callers each talking in its own session (a session answers one turn at a time) for
// `seconds`. Each turn is POST /api/v1/chat/turn read to its `done` event: two model rounds of the
// sandbox model (in-process, free) and one live data.csv_parse dispatched through the pipeline
// (1 cent), every event stored before it is streamed. Time to first event: from sending the
// request to the first `event:` line of the answer.

type Post = (route: string, body: unknown, headers: Record<string, string>) => Promise<{ body: Record<string, unknown> }>;

export interface ChatTurnsMeasurement {
  connections: number;
  seconds: number;
  turns: number;
  turns_per_second: number;
  first_event_ms: { p50: number; p99: number; max: number };
  turn_ms: { p50: number; p99: number; max: number };
  /** Turns that did not end with done status completed after one executed tool call. */
  failed: number;
}

const MESSAGE = 'call data.csv_parse {"csv": "name,qty\\nbolt,3\\nnut,5\\n"}';

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
};

/** One turn: its time to first event, its duration, and whether it completed with its tool call executed. */
async function oneTurn(baseUrl: string, token: string, sessionId: string): Promise<{ firstMs: number; totalMs: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/chat/turn`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ session_id: sessionId, message: MESSAGE }),
  });
  if (response.status !== 200 || !response.body) {
    await response.text().catch(() => '');
    return { firstMs: 0, totalMs: performance.now() - started, ok: false };
  }
  let firstMs = -1;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    if (firstMs < 0) firstMs = performance.now() - started;
    text += decoder.decode(chunk, { stream: true });
  }
  const ok = text.includes('"status":"executed"') && /event: done\nid: \d+\ndata: \{[^\n]*"status":"completed"/.test(text);
  return { firstMs, totalMs: performance.now() - started, ok };
}

export async function measureChatTurns(baseUrl: string, token: string, agentId: string, post: Post, connections: number, seconds: number): Promise<ChatTurnsMeasurement> {
  const asUser = { authorization: `Bearer ${token}` };
  const sessions: string[] = [];
  for (let index = 0; index < connections; index++) {
    sessions.push(((await post('/api/v1/chat/sessions', { agent_id: agentId, mode: 'live', title: `Bench ${index}` }, asUser)).body as { id: string }).id);
  }
  // Warm up: one turn per session.
  await Promise.all(sessions.map((session) => oneTurn(baseUrl, token, session)));
  const first: number[] = [];
  const total: number[] = [];
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < deadline) {
        const turn = await oneTurn(baseUrl, token, session);
        if (!turn.ok) failed += 1;
        first.push(turn.firstMs);
        total.push(turn.totalMs);
      }
    }),
  );
  return {
    connections,
    seconds,
    turns: total.length,
    turns_per_second: Math.round((total.length / seconds) * 10) / 10,
    first_event_ms: summary(first),
    turn_ms: summary(total),
    failed,
  };
}

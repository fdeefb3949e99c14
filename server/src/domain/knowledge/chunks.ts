/**
 * How a document is cut for search (docs/knowledge.md): passages of at most CHUNK_CHARS
 * characters, each starting CHUNK_OVERLAP characters before the previous one ended, so that a
 * sentence cut at a boundary is whole in one of the two. 800 characters stay under the local
 * model's 256 tokens (minilm.ts), past which it would not read the passage's end.
 */
export const CHUNK_CHARS = 800;
export const CHUNK_OVERLAP = 200;

export interface Chunk {
  text: string;
  /** Offsets in the document's text: [start, end). */
  start: number;
  end: number;
}

/** Where a passage ending before `limit` ends best: after a paragraph, else a sentence, else a space. */
function cutBefore(text: string, from: number, limit: number): number {
  if (limit >= text.length) return text.length;
  const window = text.slice(from, limit);
  const floor = Math.floor((limit - from) / 2);
  for (const pattern of [/\n\s*\n/g, /[.!?]\s/g, /\s/g]) {
    let best = -1;
    for (const match of window.matchAll(pattern)) if (match.index + match[0].length > floor) best = match.index + match[0].length;
    if (best > 0) return from + best;
  }
  return limit;
}

/** The document's passages, in order, blank ones left out. */
export function chunkText(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    const end = cutBefore(text, start, start + CHUNK_CHARS);
    const passage = text.slice(start, end);
    const lead = passage.length - passage.trimStart().length;
    const trimmed = passage.trim();
    if (trimmed.length > 0) chunks.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
    if (end >= text.length) break;
    // The next passage starts at a word boundary about CHUNK_OVERLAP before this one's end.
    const back = Math.max(end - CHUNK_OVERLAP, start + 1);
    const space = text.indexOf(' ', back);
    start = space > 0 && space < end ? space + 1 : end;
  }
  return chunks;
}

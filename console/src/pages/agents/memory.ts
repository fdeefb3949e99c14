/** The start of a memory's content on one line, cut at a word where it can be: for labels and link tables. */
export function excerpt(content: string, max: number): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** A search's relevance (cosine similarity, −1 to 1) as people read it: two decimals. */
export const relevance = (score: number) => score.toFixed(2);

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every Markdown file under docs/, found rather than listed, so that a new guide is checked without a row here. */
const guides = () =>
  readdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.posix.join('docs', file.split(path.sep).join('/')))
    .sort();

/**
 * The documents whose code blocks are checked: the README, the guides under docs/, the SDKs'
 * READMEs and the examples' README. Every shell, TypeScript and Python block in them is run or
 * type-checked, or says why not.
 */
export const DOCUMENTS = ['README.md', ...guides(), 'sdk-typescript/README.md', 'sdk-python/README.md', 'examples/README.md'];

export type Language = 'shell' | 'typescript' | 'python' | 'other';

const LANGUAGES: Record<string, Language> = {
  sh: 'shell',
  bash: 'shell',
  shell: 'shell',
  console: 'shell',
  ts: 'typescript',
  typescript: 'typescript',
  python: 'python',
  py: 'python',
};

/**
 * What the HTML comment on the line above a fence says about the block (a reader of the rendered
 * page sees none of it):
 *   <!-- runnable -->                      a shell block run in the document's shell session
 *   <!-- runnable: fresh server -->        run in a shell session of its own, on a server of its own
 *                                          (an alternative to the blocks around it, e.g. signing up again)
 *   <!-- not runnable: why -->             a shell block that cannot run here, and why
 *   <!-- no typecheck: why -->             a TypeScript or Python snippet left unchecked, and why
 */
export type Marker =
  | { kind: 'runnable'; freshServer: boolean }
  | { kind: 'not runnable'; reason: string }
  | { kind: 'no typecheck'; reason: string };

export interface FencedBlock {
  document: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: Language;
  marker: Marker | undefined;
  code: string;
  /** Where the block is, for messages: `README.md:42`. */
  where: string;
}

const MARKER = /^<!--\s*(runnable(?::\s*fresh server)?|not runnable|no typecheck)(?::\s*(.*?))?\s*-->$/;

function markerOf(lines: string[], fenceIndex: number): Marker | undefined {
  // The marker may sit among other comments directly above the fence (the test-command markers).
  for (let index = fenceIndex - 1; index >= 0 && lines[index]!.startsWith('<!--'); index -= 1) {
    const match = MARKER.exec(lines[index]!.trim());
    if (!match) continue;
    const [, kind, reason = ''] = match;
    if (kind!.startsWith('runnable')) return { kind: 'runnable', freshServer: kind !== 'runnable' };
    return { kind: kind as 'not runnable' | 'no typecheck', reason: reason.trim() };
  }
  return undefined;
}

/** Every fenced block of a document (repository-relative path), in order. */
export function fencedBlocks(document: string): FencedBlock[] {
  const lines = readFileSync(path.join(REPO_ROOT, document), 'utf8').split('\n');
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(`{3,})\s*([\w-]*)/.exec(lines[index]!);
    if (!open) continue;
    const [, fence, info] = open;
    const start = index;
    const body: string[] = [];
    for (index += 1; index < lines.length && !lines[index]!.startsWith(fence!); index += 1) body.push(lines[index]!);
    blocks.push({
      document,
      line: start + 1,
      language: LANGUAGES[info!.toLowerCase()] ?? 'other',
      marker: markerOf(lines, start),
      code: body.join('\n'),
      where: `${document}:${start + 1}`,
    });
  }
  return blocks;
}

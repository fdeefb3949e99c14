/**
 * What a documented shell block claims, and whether a run bears it out.
 *
 * A block is cut into steps: the commands up to a run of `#` comment lines that directly follows
 * a command line (no blank line between) form one step, and that comment run is the output the
 * document shows for it. Any other comment (on top of a block, or after a blank line) is only a
 * comment. Shown output starting with `{` or `[` is JSON that the real output must contain: objects
 * may have more keys, and `…` stands for what changes from run to run (ids, keys, timestamps):
 * inside a string it matches any characters (`"sr_…"`), as a value any value, as an object member
 * the other members, as the last array element the other elements. Any other shown output is text,
 * compared line by line, `…` matching any characters.
 */

export interface Step {
  /** The commands of the step. */
  code: string;
  /** The output the document shows for them, comment marks removed; undefined when none is shown. */
  shown: string | undefined;
  /** 0-based line within the block of the step's first command, for messages. */
  line: number;
}

const isComment = (line: string) => /^\s*#/.test(line);

export function stepsOf(code: string): Step[] {
  const steps: Step[] = [];
  let commands: string[] = [];
  let shown: string[] | undefined;
  let first = 0;
  let previousIsCommand = false;
  const close = () => {
    if (commands.some((line) => line.trim() !== '')) steps.push({ code: commands.join('\n'), shown: shown?.join('\n'), line: first });
    commands = [];
    shown = undefined;
  };
  code.split('\n').forEach((line, index) => {
    if (isComment(line) && (previousIsCommand || shown)) {
      (shown ??= []).push(line.replace(/^\s*# ?/, ''));
      previousIsCommand = false;
      return;
    }
    if (shown) close();
    if (commands.length === 0) first = index;
    commands.push(line);
    previousIsCommand = line.trim() !== '' && !isComment(line);
  });
  close();
  return steps;
}

const ANY = '\u0000any';
const REST = '\u0000rest';

/** JSON with `…` placeholders, as described above, into a value whose placeholders are ANY and REST. */
export function parseShownJson(text: string): unknown {
  let out = '';
  let inString = false;
  let skipComma = false;
  const containers: string[] = [];
  const lastSignificant = () => out.trimEnd().at(-1);
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString) {
      out += char;
      if (char === '\\') out += text[++index] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '…') {
      const top = containers.at(-1);
      if (lastSignificant() === ':') out += JSON.stringify(ANY);
      else if (top === '[') out += JSON.stringify(REST);
      else if (lastSignificant() === ',') out = out.trimEnd().slice(0, -1);
      else skipComma = true;
      continue;
    }
    if (skipComma && char === ',') {
      skipComma = false;
      continue;
    }
    if (!/\s/.test(char)) skipComma = false;
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') containers.push(char);
    else if (char === '}' || char === ']') containers.pop();
    out += char;
  }
  return JSON.parse(out);
}

const wildcard = (pattern: string) => new RegExp(`^${pattern.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');

/** Where `actual` departs from the shown JSON value `shown` (parsed by parseShownJson), one line each. */
export function jsonMismatches(shown: unknown, actual: unknown, at = '$'): string[] {
  if (shown === ANY) return [];
  if (typeof shown === 'string') {
    return typeof actual === 'string' && wildcard(shown).test(actual) ? [] : [`${at}: shown ${JSON.stringify(shown)}, got ${JSON.stringify(actual)}`];
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${at}: shown an array, got ${JSON.stringify(actual)}`];
    const open = shown.at(-1) === REST;
    const items = open ? shown.slice(0, -1) : shown;
    if (open ? actual.length < items.length : actual.length !== items.length) {
      return [`${at}: shown ${items.length}${open ? ' or more' : ''} items, got ${actual.length}`];
    }
    return items.flatMap((item, index) => jsonMismatches(item, actual[index], `${at}[${index}]`));
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [`${at}: shown an object, got ${JSON.stringify(actual)}`];
    return Object.entries(shown).flatMap(([key, value]) =>
      key in actual ? jsonMismatches(value, (actual as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}: shown, but missing`],
    );
  }
  return Object.is(shown, actual) ? [] : [`${at}: shown ${JSON.stringify(shown)}, got ${JSON.stringify(actual)}`];
}

/** Where a step's real standard output departs from the output the document shows. */
export function outputMismatches(shown: string, stdout: string): string[] {
  if (/^\s*[[{]/.test(shown)) {
    let expected: unknown;
    try {
      expected = parseShownJson(shown);
    } catch (error) {
      return [`the shown output is not JSON with … placeholders: ${(error as Error).message}`];
    }
    try {
      return jsonMismatches(expected, JSON.parse(stdout));
    } catch {
      return [`shown JSON, got output that is not one JSON value: ${JSON.stringify(stdout.slice(0, 500))}`];
    }
  }
  const expectedLines = shown.trim().split('\n');
  const actualLines = stdout.trim().split('\n').map((line) => line.trimEnd());
  if (expectedLines.length !== actualLines.length) return [`shown ${expectedLines.length} lines, got ${actualLines.length}: ${JSON.stringify(stdout.slice(0, 500))}`];
  return expectedLines.flatMap((line, index) =>
    wildcard(line.trimEnd()).test(actualLines[index]!) ? [] : [`line ${index + 1}: shown ${JSON.stringify(line)}, got ${JSON.stringify(actualLines[index])}`],
  );
}

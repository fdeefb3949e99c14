import type { TestApp } from './app.js';

/** One sample line: its labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;
const SUFFIXES: Record<MetricFamily['type'], string[]> = { counter: [''], gauge: [''], untyped: [''], histogram: ['_bucket', '_sum', '_count'], summary: ['', '_sum', '_count'] };

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels: ${line}`);
    if (match[1]! in labels) throw new Error(`label ${match[1]} twice: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
  }
  return labels;
}

/** A float as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  if (/^[+]?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`bad value: ${line}`);
  return value;
}

/**
 * Prometheus' text exposition format (version 0.0.4), checked as it is read: every sample belongs
 * to the family its `# TYPE` line declared just before, with that type's suffixes only; no family
 * is declared twice; a histogram's buckets do not decrease, end at +Inf, and its _count is that bucket.
 */
export function parseExposition(text: string): MetricFamily[] {
  const families = new Map<string, MetricFamily>();
  let current: MetricFamily | undefined;
  let help: { name: string; text: string } | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment;
      if (!new RegExp(`^${NAME}$`).test(name!)) throw new Error(`bad metric name: ${line}`);
      if (kind === 'HELP') help = { name: name!, text: rest! };
      else {
        if (families.has(name!)) throw new Error(`family ${name} declared twice`);
        if (!(rest! in SUFFIXES)) throw new Error(`bad type: ${line}`);
        current = { name: name!, type: rest as MetricFamily['type'], help: help !== undefined && help.name === name ? help.text : '', samples: [] };
        families.set(name!, current);
      }
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const [, name, labelText, valueText] = match;
    if (!current || !SUFFIXES[current.type].some((suffix) => `${current!.name}${suffix}` === name)) throw new Error(`sample outside its family: ${line}`);
    current.samples.push({ name: name!, labels: parseLabels(labelText ?? '', line), value: parseValue(valueText!, line) });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return [...families.values()];
}

function seriesKey(labels: Record<string, string>): string {
  return JSON.stringify(Object.entries(labels).filter(([key]) => key !== 'le').sort());
}

function checkHistogram(family: MetricFamily): void {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples) {
    if (sample.name.endsWith('_bucket') && sample.labels.le === undefined) throw new Error(`${family.name}: a bucket without le`);
    series.set(seriesKey(sample.labels), [...(series.get(seriesKey(sample.labels)) ?? []), sample]);
  }
  for (const samples of series.values()) {
    const buckets = samples.filter((sample) => sample.name.endsWith('_bucket'));
    const count = samples.find((sample) => sample.name.endsWith('_count'));
    buckets.forEach((bucket, index) => {
      if (index > 0 && (bucket.value < buckets[index - 1]!.value || Number(bucket.labels.le) <= Number(buckets[index - 1]!.labels.le))) throw new Error(`${family.name}: buckets out of order`);
    });
    if (buckets.at(-1)?.labels.le !== '+Inf' || count?.value !== buckets.at(-1)!.value) throw new Error(`${family.name}: no +Inf bucket equal to _count`);
  }
}

/** A scrape of GET /metrics, parsed and checked (parseExposition). */
export class Scrape {
  constructor(readonly families: MetricFamily[]) {}

  family(name: string): MetricFamily | undefined {
    return this.families.find((family) => family.name === name);
  }

  /** The value of `name`'s sample (a histogram's _count) whose labels include `labels`; 0 when there is none yet. */
  value(name: string, labels: Record<string, string> = {}): number {
    const family = this.family(name);
    const sampleName = family?.type === 'histogram' ? `${name}_count` : name;
    const sample = family?.samples.find((candidate) => candidate.name === sampleName && Object.entries(labels).every(([key, value]) => candidate.labels[key] === value));
    return sample?.value ?? 0;
  }

  /** How much `name`'s sample (as value() reads it) moved since an earlier scrape: other tests in the process move the same metrics. */
  movedSince(before: Scrape, name: string, labels: Record<string, string> = {}): number {
    return this.value(name, labels) - before.value(name, labels);
  }
}

export async function scrape(app: TestApp, headers: Record<string, string> = {}): Promise<Scrape> {
  const response = await app.request('/metrics', { headers });
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}: ${await response.text()}`);
  if (!response.headers.get('content-type')?.startsWith('text/plain; version=0.0.4')) throw new Error(`not the text format: ${response.headers.get('content-type')}`);
  return new Scrape(parseExposition(await response.text()));
}

import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Credential } from './identity.js';

/** A RIFF/WAVE file's PCM format and length, read from its header as the tests check it. */
export interface ParsedWav {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  durationSeconds: number;
}

/** Reads a RIFF/WAVE file's `fmt ` and `data` chunks, failing the test when it is not a 16-bit PCM WAV. */
export function parseWav(bytes: Uint8Array): ParsedWav {
  const buffer = Buffer.from(bytes);
  expect(buffer.toString('latin1', 0, 4)).toBe('RIFF');
  expect(buffer.toString('latin1', 8, 12)).toBe('WAVE');
  let at = 12;
  let format: Omit<ParsedWav, 'durationSeconds'> | undefined;
  while (at + 8 <= buffer.length) {
    const id = buffer.toString('latin1', at, at + 4);
    const size = buffer.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      expect(buffer.readUInt16LE(at + 8), 'PCM').toBe(1);
      format = { channels: buffer.readUInt16LE(at + 10), sampleRate: buffer.readUInt32LE(at + 12), bitsPerSample: buffer.readUInt16LE(at + 22) };
    }
    if (id === 'data') {
      expect(format, 'fmt before data').toBeDefined();
      const bytesPerSecond = format!.sampleRate * format!.channels * (format!.bitsPerSample / 8);
      return { ...format!, durationSeconds: Math.min(size, buffer.length - at - 8) / bytesPerSecond };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** Speech of `words` words at `wordsPerMinute` lasts about this long: between half and twice (pauses, the voice's own pace). */
export function expectPlausibleDuration(durationSeconds: number, words: number, wordsPerMinute: number): void {
  const expected = (words / wordsPerMinute) * 60;
  expect(durationSeconds).toBeGreaterThan(expected / 2);
  expect(durationSeconds).toBeLessThan(expected * 2 + 0.5);
}

/** POST /v1/tts as `as`: the raw answer, its bytes read. */
export async function speak(app: TestApp, as: Credential, body: unknown, headers: Record<string, string> = {}) {
  const auth: Record<string, string> = as && 'bearer' in as ? { authorization: `Bearer ${as.bearer}` } : as ? { cookie: as.cookie, origin: app.baseUrl } : {};
  const response = await app.request('/api/v1/tts', { method: 'POST', headers: { 'content-type': 'application/json', ...auth, ...headers }, body: JSON.stringify(body) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: () => Buffer.from(bytes).toString('utf8') };
}

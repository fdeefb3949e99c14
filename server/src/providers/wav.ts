/**
 * RIFF/WAVE files of 16-bit PCM: reading the header of one (what a synthesizer answered) and
 * writing one of silence (the sandbox's stand-in for speech).
 */

export interface WavFormat {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Bytes of samples in the `data` chunk. */
  dataBytes: number;
  durationSeconds: number;
}

/**
 * The format of a RIFF/WAVE file, from its `fmt ` and `data` chunks; undefined when it is not
 * one. A streamed WAV (OpenAI's) may give 0xFFFFFFFF as the data size: the bytes that follow count.
 */
export function readWav(bytes: Uint8Array): WavFormat | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return undefined;
  let format: Omit<WavFormat, 'dataBytes' | 'durationSeconds'> | undefined;
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ' && at + 24 <= bytes.byteLength) {
      format = { channels: view.getUint16(at + 10, true), sampleRate: view.getUint32(at + 12, true), bitsPerSample: view.getUint16(at + 22, true) };
    } else if (tag(at) === 'data') {
      if (!format || format.channels === 0 || format.sampleRate === 0 || format.bitsPerSample === 0) return undefined;
      const dataBytes = Math.min(size, bytes.byteLength - at - 8);
      return { ...format, dataBytes, durationSeconds: dataBytes / (format.sampleRate * format.channels * (format.bitsPerSample / 8)) };
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** A RIFF/WAVE file of `seconds` of silence, 16-bit mono at `sampleRate`. */
export function silentWav(seconds: number, sampleRate = 24_000): Uint8Array {
  const dataBytes = Math.round(seconds * sampleRate) * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size, for PCM
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return bytes;
}

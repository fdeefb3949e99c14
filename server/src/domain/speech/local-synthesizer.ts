import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The local synthesizer: eSpeak NG compiled to WebAssembly (the npm package `espeak-ng`, an
 * optional dependency). It is GPL-3.0, so it is run at arm's length, as docs/speech.md says: in
 * a child process of its own, never imported into the server's module graph; the server only
 * asks Node where the package is and hands the child its path. Without it installed, every call
 * throws LocalSpeechUnavailable.
 */

export class LocalSpeechUnavailable extends Error {
  override name = 'LocalSpeechUnavailable';
}

/** The longest one synthesis may take before the child is killed and the call fails. */
const SYNTHESIS_TIMEOUT_MS = 30_000;

/**
 * The child's program, given to `node --input-type=module -e`: it reads `{args, text}` as JSON
 * on stdin, writes the text to the WASM file system before eSpeak's main runs (`preRun`), so
 * that text is never read as an option (`-f in.txt`), and writes the WAV file (or, for
 * `--voices`, what eSpeak printed) to stdout.
 */
const CHILD_PROGRAM = `
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { args, text } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const { default: ESpeakNg } = await import(process.env.PROCTOR_ESPEAK_NG_URL);
let printed = '';
let errors = '';
const instance = await ESpeakNg({
  arguments: args,
  preRun: [(module) => module.FS.writeFile('in.txt', text ?? '')],
  print: (line) => { printed += line + '\\n'; },
  printErr: (line) => { errors += line + '\\n'; },
});
if (args.includes('--voices')) process.stdout.write(printed);
else {
  let wav;
  try { wav = instance.FS.readFile('out.wav'); } catch { process.stderr.write(errors || 'no WAV written'); process.exit(2); }
  process.stdout.write(wav);
}
`;

/** Where `espeak-ng` is installed, as a file URL for the child's import; undefined when it is not. */
function packageUrl(): string | undefined {
  try {
    return pathToFileURL(createRequire(import.meta.url).resolve('espeak-ng')).href;
  } catch {
    return undefined;
  }
}

/** Whether the optional `espeak-ng` package is installed. */
export function localSpeechInstalled(): boolean {
  return packageUrl() !== undefined;
}

/** Runs eSpeak NG once in a child process: its stdout, or a throw with what it said. */
function runEspeak(args: string[], text: string | undefined, signal?: AbortSignal): Promise<Buffer> {
  const url = packageUrl();
  if (!url) return Promise.reject(new LocalSpeechUnavailable('The local synthesizer is not installed: the optional package espeak-ng is missing (see docs/speech.md)'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_PROGRAM], {
      env: { PATH: process.env.PATH ?? '', PROCTOR_ESPEAK_NG_URL: url },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: SYNTHESIS_TIMEOUT_MS,
      signal,
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`espeak-ng ${killedBy ? `was stopped (${killedBy})` : `exited with ${code}`}: ${err.trim()}`));
    });
    child.stdin.end(JSON.stringify({ args, text }));
  });
}

export interface LocalVoice {
  /** eSpeak's voice (language) name, e.g. `en-us`: what `-v` takes. */
  id: string;
  name: string;
  /** The BCP 47 tag eSpeak gives the voice. */
  language: string;
  gender: 'male' | 'female' | undefined;
}

/**
 * `espeak-ng --voices`: a header line, then `Pty Language Age/Gender VoiceName File Other…`, the
 * name with underscores for spaces.
 */
function parseVoices(text: string): LocalVoice[] {
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 5)
    .map(([, language, ageGender, name]) => {
      const gender = ageGender!.endsWith('/M') ? 'male' : ageGender!.endsWith('/F') ? 'female' : undefined;
      return { id: language!.toLowerCase(), name: name!.replace(/_/g, ' '), language: language!, gender };
    });
}

let voices: Promise<LocalVoice[]> | undefined;

/** The local voices, read from eSpeak once per process (they are those of the installed package). */
export function localVoices(): Promise<LocalVoice[]> {
  voices ??= runEspeak(['--voices'], undefined).then((out) => parseVoices(out.toString('utf8')));
  // A failed read is not kept: the next call tries again.
  voices.catch(() => {
    voices = undefined;
  });
  return voices;
}

/** Speaks `text` in `voice` at `wordsPerMinute` and `pitch` (0–99): a RIFF/WAVE file (22,050 Hz, 16-bit mono). */
export async function synthesizeLocally(
  { text, voice, wordsPerMinute, pitch }: { text: string; voice: string; wordsPerMinute: number; pitch: number },
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const wav = await runEspeak(['-w', 'out.wav', '-v', voice, '-s', String(wordsPerMinute), '-p', String(pitch), '-f', 'in.txt'], text, signal);
  return new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength);
}

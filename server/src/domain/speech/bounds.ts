/**
 * The bounds of speech (docs/speech.md), shared by POST /api/v1/tts and speech.synthesize: how much
 * text one request speaks, how large its audio may be, and how the request's `rate` (a multiple of
 * the normal rate, 0.1 to 10) and `pitch` (steps from the voice's own, −20 to 20), in the ranges of
 * an agent's voice_config (routers/agents/agent.types.ts), map onto each synthesizer.
 */

/** The most characters one request speaks: about a minute of speech at the normal rate. */
export const SPEECH_TEXT_MAX_LENGTH = 1_000;

/** The largest WAV the live synthesizer may answer (about 85 s at OpenAI's 24 kHz); a larger one fails the request. */
export const SPEECH_AUDIO_MAX_BYTES = 4 * 1024 * 1024;

/** The largest WAV the local synthesizer answers: 1,000 characters at its slowest rate (80 words a minute) take about 2.5 minutes at 22,050 Hz. */
export const LOCAL_AUDIO_MAX_BYTES = 16 * 1024 * 1024;

/** The live provider's `speed` (OpenAI's documented range). */
export const LIVE_SPEED = { min: 0.25, max: 4 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** eSpeak's normal rate (`-s`) and the range it accepts, in words a minute. */
const ESPEAK_WPM = { normal: 175, min: 80, max: 450 } as const;

/** `rate` as eSpeak's `-s`: 175 words a minute × rate, held within 80 to 450. */
export const espeakWordsPerMinute = (rate: number) => clamp(Math.round(ESPEAK_WPM.normal * rate), ESPEAK_WPM.min, ESPEAK_WPM.max);

/** `pitch` as eSpeak's `-p` (0 to 99, 50 the voice's own): 50 + 2.5 × pitch, held within 0 to 99. */
export const espeakPitch = (pitch: number) => clamp(Math.round(50 + 2.5 * pitch), 0, 99);

/** `rate` as the live provider's `speed`, held within 0.25 to 4. */
export const liveSpeed = (rate: number) => clamp(rate, LIVE_SPEED.min, LIVE_SPEED.max);

/** Characters as a provider prices them: Unicode code points, not UTF-16 units. */
export const characterCount = (text: string) => [...text].length;

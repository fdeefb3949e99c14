/**
 * The languages Whisper transcribes, by the names its verbose_json answer gives them (openai/whisper
 * tokenizer.py: LANGUAGES and the aliases of TO_LANGUAGE_CODE), with their BCP 47 tags. Whisper's
 * own code for Javanese, "jw", is not a BCP 47 tag: it maps to "jv".
 */
const WHISPER_LANGUAGES: Readonly<Record<string, string>> = {
  afrikaans: 'af', albanian: 'sq', amharic: 'am', arabic: 'ar', armenian: 'hy', assamese: 'as', azerbaijani: 'az',
  bashkir: 'ba', basque: 'eu', belarusian: 'be', bengali: 'bn', bosnian: 'bs', breton: 'br', bulgarian: 'bg',
  burmese: 'my', cantonese: 'yue', castilian: 'es', catalan: 'ca', chinese: 'zh', croatian: 'hr', czech: 'cs',
  danish: 'da', dutch: 'nl', english: 'en', estonian: 'et', faroese: 'fo', finnish: 'fi', flemish: 'nl',
  french: 'fr', galician: 'gl', georgian: 'ka', german: 'de', greek: 'el', gujarati: 'gu', haitian: 'ht',
  'haitian creole': 'ht', hausa: 'ha', hawaiian: 'haw', hebrew: 'he', hindi: 'hi', hungarian: 'hu',
  icelandic: 'is', indonesian: 'id', italian: 'it', japanese: 'ja', javanese: 'jv', kannada: 'kn', kazakh: 'kk',
  khmer: 'km', korean: 'ko', lao: 'lo', latin: 'la', latvian: 'lv', letzeburgesch: 'lb', lingala: 'ln',
  lithuanian: 'lt', luxembourgish: 'lb', macedonian: 'mk', malagasy: 'mg', malay: 'ms', malayalam: 'ml',
  maltese: 'mt', mandarin: 'zh', maori: 'mi', marathi: 'mr', moldavian: 'ro', moldovan: 'ro', mongolian: 'mn',
  myanmar: 'my', nepali: 'ne', norwegian: 'no', nynorsk: 'nn', occitan: 'oc', panjabi: 'pa', pashto: 'ps',
  persian: 'fa', polish: 'pl', portuguese: 'pt', punjabi: 'pa', pushto: 'ps', romanian: 'ro', russian: 'ru',
  sanskrit: 'sa', serbian: 'sr', shona: 'sn', sindhi: 'sd', sinhala: 'si', sinhalese: 'si', slovak: 'sk',
  slovenian: 'sl', somali: 'so', spanish: 'es', sundanese: 'su', swahili: 'sw', swedish: 'sv', tagalog: 'tl',
  tajik: 'tg', tamil: 'ta', tatar: 'tt', telugu: 'te', thai: 'th', tibetan: 'bo', turkish: 'tr', turkmen: 'tk',
  ukrainian: 'uk', urdu: 'ur', uzbek: 'uz', valencian: 'ca', vietnamese: 'vi', welsh: 'cy', yiddish: 'yi',
  yoruba: 'yo',
};

const CODES: ReadonlySet<string> = new Set(Object.values(WHISPER_LANGUAGES));

/**
 * The BCP 47 tag of the language a transcription names: Whisper's language name ("english"), or the
 * code some OpenAI-compatible servers answer with instead ("en"); "und" (undetermined) for any other.
 */
export function languageTagOf(language: string): string {
  const key = language.trim().toLowerCase();
  if (key === 'jw') return 'jv';
  if (CODES.has(key)) return key;
  return WHISPER_LANGUAGES[key] ?? 'und';
}

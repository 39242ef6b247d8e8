/** The 30 narration languages of spec §2, in the order the language dropdown shows them. */
export interface Language {
  /** Stable key: AWS Polly's LanguageCode, unique across the list. */
  readonly id: string;
  /** Exactly as shown to users and stored as `languageDetail`. */
  readonly label: string;
  /** For `lang` attributes and Intl. */
  readonly bcp47: string;
  readonly pollyVoice: string;
  /** Some of Polly's voices exist only on the neural engine. */
  readonly pollyEngine: 'standard' | 'neural';
  /** eSpeak NG voice for the embedded speech adapter. */
  readonly espeakVoice: string;
}

export const LANGUAGES = [
  {
    id: 'en-US',
    label: 'English (US)',
    bcp47: 'en-US',
    pollyVoice: 'Joanna',
    pollyEngine: 'standard',
    espeakVoice: 'en-us',
  },
  {
    id: 'arb',
    label: 'Arabic',
    bcp47: 'ar',
    pollyVoice: 'Zeina',
    pollyEngine: 'standard',
    espeakVoice: 'ar',
  },
  {
    id: 'ca-ES',
    label: 'Catalan',
    bcp47: 'ca-ES',
    pollyVoice: 'Arlet',
    pollyEngine: 'neural',
    espeakVoice: 'ca',
  },
  {
    id: 'cmn-CN',
    label: 'Chinese Mandarin',
    bcp47: 'zh-CN',
    pollyVoice: 'Zhiyu',
    pollyEngine: 'standard',
    espeakVoice: 'cmn',
  },
  {
    id: 'da-DK',
    label: 'Danish',
    bcp47: 'da-DK',
    pollyVoice: 'Naja',
    pollyEngine: 'standard',
    espeakVoice: 'da',
  },
  {
    id: 'nl-NL',
    label: 'Dutch',
    bcp47: 'nl-NL',
    pollyVoice: 'Lotte',
    pollyEngine: 'standard',
    espeakVoice: 'nl',
  },
  // eSpeak NG has no Australian, Indian, New Zealand, South African or Welsh English voice:
  // those five use its British English voice, the nearest it has.
  {
    id: 'en-AU',
    label: 'English Australian',
    bcp47: 'en-AU',
    pollyVoice: 'Nicole',
    pollyEngine: 'standard',
    espeakVoice: 'en-gb',
  },
  {
    id: 'en-GB',
    label: 'English British',
    bcp47: 'en-GB',
    pollyVoice: 'Amy',
    pollyEngine: 'standard',
    espeakVoice: 'en-gb',
  },
  {
    id: 'en-IN',
    label: 'English Indian',
    bcp47: 'en-IN',
    pollyVoice: 'Raveena',
    pollyEngine: 'standard',
    espeakVoice: 'en-gb',
  },
  {
    id: 'en-NZ',
    label: 'English New Zealand',
    bcp47: 'en-NZ',
    pollyVoice: 'Aria',
    pollyEngine: 'neural',
    espeakVoice: 'en-gb',
  },
  {
    id: 'en-ZA',
    label: 'English South African',
    bcp47: 'en-ZA',
    pollyVoice: 'Ayanda',
    pollyEngine: 'neural',
    espeakVoice: 'en-gb',
  },
  {
    id: 'en-GB-WLS',
    label: 'English Welsh',
    bcp47: 'en-GB',
    pollyVoice: 'Geraint',
    pollyEngine: 'standard',
    espeakVoice: 'en-gb',
  },
  {
    id: 'fr-FR',
    label: 'French',
    bcp47: 'fr-FR',
    pollyVoice: 'Celine',
    pollyEngine: 'standard',
    espeakVoice: 'fr-fr',
  },
  // No Canadian French voice in eSpeak NG; France's French is the nearest.
  {
    id: 'fr-CA',
    label: 'French Canadian',
    bcp47: 'fr-CA',
    pollyVoice: 'Chantal',
    pollyEngine: 'standard',
    espeakVoice: 'fr-fr',
  },
  {
    id: 'de-DE',
    label: 'German',
    bcp47: 'de-DE',
    pollyVoice: 'Marlene',
    pollyEngine: 'standard',
    espeakVoice: 'de',
  },
  {
    id: 'hi-IN',
    label: 'Hindi',
    bcp47: 'hi-IN',
    pollyVoice: 'Aditi',
    pollyEngine: 'standard',
    espeakVoice: 'hi',
  },
  {
    id: 'is-IS',
    label: 'Icelandic',
    bcp47: 'is-IS',
    pollyVoice: 'Dora',
    pollyEngine: 'standard',
    espeakVoice: 'is',
  },
  {
    id: 'it-IT',
    label: 'Italian',
    bcp47: 'it-IT',
    pollyVoice: 'Carla',
    pollyEngine: 'standard',
    espeakVoice: 'it',
  },
  {
    id: 'ja-JP',
    label: 'Japanese',
    bcp47: 'ja-JP',
    pollyVoice: 'Mizuki',
    pollyEngine: 'standard',
    espeakVoice: 'ja',
  },
  {
    id: 'ko-KR',
    label: 'Korean',
    bcp47: 'ko-KR',
    pollyVoice: 'Seoyeon',
    pollyEngine: 'standard',
    espeakVoice: 'ko',
  },
  {
    id: 'nb-NO',
    label: 'Norwegian',
    bcp47: 'nb-NO',
    pollyVoice: 'Liv',
    pollyEngine: 'standard',
    espeakVoice: 'nb',
  },
  {
    id: 'pl-PL',
    label: 'Polish',
    bcp47: 'pl-PL',
    pollyVoice: 'Ewa',
    pollyEngine: 'standard',
    espeakVoice: 'pl',
  },
  {
    id: 'pt-BR',
    label: 'Portuguese Brazilian',
    bcp47: 'pt-BR',
    pollyVoice: 'Camila',
    pollyEngine: 'standard',
    espeakVoice: 'pt-br',
  },
  {
    id: 'pt-PT',
    label: 'Portuguese European',
    bcp47: 'pt-PT',
    pollyVoice: 'Ines',
    pollyEngine: 'standard',
    espeakVoice: 'pt',
  },
  {
    id: 'ro-RO',
    label: 'Romanian',
    bcp47: 'ro-RO',
    pollyVoice: 'Carmen',
    pollyEngine: 'standard',
    espeakVoice: 'ro',
  },
  {
    id: 'ru-RU',
    label: 'Russian',
    bcp47: 'ru-RU',
    pollyVoice: 'Tatyana',
    pollyEngine: 'standard',
    espeakVoice: 'ru',
  },
  {
    id: 'es-ES',
    label: 'Spanish',
    bcp47: 'es-ES',
    pollyVoice: 'Conchita',
    pollyEngine: 'standard',
    espeakVoice: 'es',
  },
  // eSpeak NG's Latin American Spanish voice also answers to es-mx.
  {
    id: 'es-MX',
    label: 'Spanish Mexican',
    bcp47: 'es-MX',
    pollyVoice: 'Mia',
    pollyEngine: 'standard',
    espeakVoice: 'es-419',
  },
  {
    id: 'sv-SE',
    label: 'Swedish',
    bcp47: 'sv-SE',
    pollyVoice: 'Astrid',
    pollyEngine: 'standard',
    espeakVoice: 'sv',
  },
  {
    id: 'tr-TR',
    label: 'Turkish',
    bcp47: 'tr-TR',
    pollyVoice: 'Filiz',
    pollyEngine: 'standard',
    espeakVoice: 'tr',
  },
] as const satisfies readonly Language[];

export type LanguageLabel = (typeof LANGUAGES)[number]['label'];
export type LanguageId = (typeof LANGUAGES)[number]['id'];

export const DEFAULT_LANGUAGE_LABEL: LanguageLabel = 'English (US)';

const byLabel = new Map<string, Language>(LANGUAGES.map((l) => [l.label, l]));
const byId = new Map<string, Language>(LANGUAGES.map((l) => [l.id, l]));

/** Finds a language by its label (what the browser stores) or its id; undefined when unsupported. */
export function findLanguage(labelOrId: string): Language | undefined {
  return byLabel.get(labelOrId) ?? byId.get(labelOrId);
}

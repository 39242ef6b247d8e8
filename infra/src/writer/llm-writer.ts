/**
 * A writer on any OpenAI-compatible chat-completions endpoint (OpenAI, Gemini's compatible API,
 * Ollama, vLLM): the place's facts, the narrator's perspective, the language and the length.
 */
import { findLanguage } from '@app/contracts';
import { z } from 'zod';
import { readAnswer } from '../external-answer.js';
import type { WriteRequest, Writer, Written } from './port.js';

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

const WORDS = { minute: 150, book: 600 } as const;

/** The part of a chat-completions answer used here; content is null when the model refused. */
const chatAnswerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

export function buildPrompt({ place, languageId, perspective, length }: WriteRequest): {
  system: string;
  user: string;
} {
  const language = findLanguage(languageId);
  if (!language) throw new Error(`unsupported language: ${languageId}`);
  const words = WORDS[length];
  const system = [
    'You write spoken audio-guide narrations for travellers standing at a place.',
    `Write in ${language.label} (${language.bcp47}) only, about ${words} words, in the second person and present tense.`,
    `Tell it the way a ${perspective} would: choose what such a person notices and cares about.`,
    'Use only the facts given and widely known, uncontroversial history; never invent dates, names or numbers.',
    'Plain sentences for a speech engine: no headings, lists, markdown, emoji or brackets.',
  ].join(' ');
  const user = [
    `Place: ${place.name}, ${place.city}, ${place.region}, ${place.country} (${place.category}).`,
    `Facts:\n${place.facts.map((f) => `- ${f}`).join('\n')}`,
    `Reference narration in English (for facts and tone, do not copy):\n${length === 'minute' ? place.narration : place.longNarration}`,
  ].join('\n\n');
  return { system, user };
}

export class LlmWriter implements Writer {
  readonly kind = 'llm' as const;

  constructor(private readonly options: LlmOptions) {}

  /** The model is asked in the listener's own words: each perspective is its own narration. */
  perspectiveKey({ perspective }: { perspective: string }): string {
    return perspective.trim().toLowerCase();
  }

  async write(request: WriteRequest): Promise<Written> {
    const { system, user } = buildPrompt(request);
    // Trailing slashes matched from the first one only: retried from each, they cost time by the square.
    const response = await fetch(`${this.options.baseUrl.replace(/(?<!\/)\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        temperature: 0.7,
        max_tokens: request.length === 'minute' ? 600 : 2000,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
    });
    if (!response.ok)
      throw new Error(
        `writer endpoint answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    const body = await readAnswer('writer endpoint', chatAnswerSchema, response);
    const text = body.choices[0]?.message.content;
    if (!text || text.trim() === '') throw new Error('writer endpoint returned no text');
    return { text: text.trim(), languageId: request.languageId, fellBackToEnglish: false };
  }
}

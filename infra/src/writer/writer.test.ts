import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import type { CatalogPlace } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ExternalAnswerError } from '../external-answer.js';
import { BundledCatalog } from '../places/catalog.js';
import { LlmWriter } from './llm-writer.js';
import { OfflineWriter } from './offline-writer.js';

const catalog = new BundledCatalog();
const tajMahal = async (): Promise<CatalogPlace> => {
  const place = await catalog.byId('taj-mahal');
  if (!place) throw new Error('catalog has no taj-mahal');
  return place;
};

describe('offline writer', () => {
  const writer = new OfflineWriter(catalog);

  it('gives the curated narration in English, its facts after it as the perspective orders them', async () => {
    const place = await tajMahal();
    const minute = await writer.write({
      place,
      languageId: 'en-US',
      perspective: 'Historian',
      length: 'minute',
    });
    expect(minute).toMatchObject({ languageId: 'en-US', fellBackToEnglish: false });
    expect(minute.text.startsWith(place.narration)).toBe(true);
    const book = await writer.write({ place, languageId: 'en-US', perspective: 'Historian', length: 'book' });
    expect(book.text.startsWith(place.longNarration)).toBe(true);
    // The Historian hears history first: the Taj's first history fact follows the narration.
    expect(minute.text.slice(place.narration.length)).toBe(
      `\n\nFrom its history: ${place.facts[0]} ${place.facts[1]}`,
    );
  });

  it('tells a Photographer, a Historian and a lover of gardens different things, each theirs first', async () => {
    // Itmad-ud-Daulah's facts are of history, architecture, photography and nature.
    const place = await catalog.byId('itmad-ud-daulah-tomb');
    if (!place) throw new Error('catalog has no itmad-ud-daulah-tomb');
    const afterNarration = async (perspective: string) =>
      (await writer.write({ place, languageId: 'en-US', perspective, length: 'book' })).text
        .slice(place.longNarration.length)
        .trim()
        .split('\n\n');
    const factsOf = (theme: string) => place.facts.filter((_, i) => place.factThemes?.[i] === theme);
    const photographer = await afterNarration('Photographer');
    const historian = await afterNarration('Historian');
    const gardens = await afterNarration('I love gardens and birds');
    expect(photographer[0]).toBe(`For your camera: ${factsOf('photography').join(' ')}`);
    expect(photographer[1]).toMatch(/^Look closely at how it was built: /);
    expect(historian[0]).toBe(`From its history: ${factsOf('history').join(' ')}`);
    expect(gardens[0]).toBe(`Around you in nature: ${factsOf('nature').join(' ')}`);
    // A book tells at most five facts, from at most three themes.
    for (const paragraphs of [photographer, historian, gardens])
      expect(paragraphs.length).toBeLessThanOrEqual(3);
  });

  it('keys a track by the order of themes: listeners who want the same share one; a translation by none', async () => {
    const key = (perspective: string, languageId = 'en-US') =>
      writer.perspectiveKey({ placeId: 'taj-mahal', languageId, perspective, length: 'minute' });
    expect(key('Historian')).toBe('history>architecture>local life>nature>photography');
    expect(key('I want history, then the buildings')).not.toBe(key('Photographer'));
    expect(key('Local Enthusiast')).toBe(key('Custom words about nothing in particular'));
    // The Taj has a Hindi narration: it is spoken as it is, whoever listens.
    expect(key('Historian', 'hi-IN')).toBe('curated');
    expect(key('Photographer', 'hi-IN')).toBe('curated');
    // The worker writes from the key alone: the same text as from the perspective it came from.
    const place = await tajMahal();
    const from = async (perspective: string) =>
      (await writer.write({ place, languageId: 'en-US', perspective, length: 'book' })).text;
    expect(await from(key('Photographer'))).toBe(await from('Photographer'));
  });

  it('falls back to English where there is no narration in the language, and says so', async () => {
    const place = await tajMahal();
    const book = await writer.write({ place, languageId: 'de-DE', perspective: 'Historian', length: 'book' });
    expect(book).toMatchObject({ languageId: 'en-US', fellBackToEnglish: true });
    expect(book.text.startsWith(place.longNarration)).toBe(true);
    const hindi = await writer.write({
      place,
      languageId: 'hi-IN',
      perspective: 'Photographer',
      length: 'minute',
    });
    expect(hindi).toEqual({
      text: catalog.translation('taj-mahal', 'hi-IN'),
      languageId: 'hi-IN',
      fellBackToEnglish: false,
    });
  });

  it('refuses an unsupported language', async () => {
    await expect(
      writer.write({ place: await tajMahal(), languageId: 'tlh', perspective: 'x', length: 'minute' }),
    ).rejects.toThrow('unsupported language');
  });
});

describe('LLM writer against a local server speaking chat completions', () => {
  it('sends the facts, perspective, language and length, and returns the text', async () => {
    const requests: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
    const server = createServer(async (req, res) => {
      requests.push({
        auth: req.headers.authorization,
        body: JSON.parse((await buffer(req)).toString()) as Record<string, unknown>,
      });
      const failing = requests.length === 2;
      res.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' }).end(
        failing
          ? '{"error":"overloaded"}'
          : JSON.stringify({
              choices: [
                { message: { role: 'assistant', content: '  Namaste! Aap Taj Mahal ke saamne hain.  ' } },
              ],
            }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const writer = new LlmWriter({
      baseUrl: `http://127.0.0.1:${port}/v1/`,
      apiKey: 'sk-test',
      model: 'tiny-model',
    });
    const place = await tajMahal();
    const written = await writer.write({
      place,
      languageId: 'hi-IN',
      perspective: 'Photographer',
      length: 'minute',
    });
    expect(written).toEqual({
      text: 'Namaste! Aap Taj Mahal ke saamne hain.',
      languageId: 'hi-IN',
      fellBackToEnglish: false,
    });
    const [first] = requests;
    expect(first?.auth).toBe('Bearer sk-test');
    expect(first?.body.model).toBe('tiny-model');
    const messages = first?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.content).toContain('Write in Hindi (hi-IN) only, about 150 words');
    expect(messages[0]?.content).toContain('the way a Photographer would');
    expect(messages[1]?.content).toContain(place.facts[0]);
    await expect(
      writer.write({ place, languageId: 'hi-IN', perspective: 'x', length: 'book' }),
    ).rejects.toThrow('answered 500');
    server.close();
  });
});

describe('LLM writer refusing a malformed answer', () => {
  it('refuses an answer without choices, naming the field', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ output: 'Namaste!' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const writer = new LlmWriter({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'tiny-model' });
      const written = writer.write({
        place: await tajMahal(),
        languageId: 'hi-IN',
        perspective: 'Photographer',
        length: 'minute',
      });
      await expect(written).rejects.toBeInstanceOf(ExternalAnswerError);
      await expect(written).rejects.toThrow(
        'writer endpoint gave a malformed answer: choices: Invalid input: expected array, received undefined',
      );
    } finally {
      server.close();
    }
  });
});

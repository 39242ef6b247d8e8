import { createServer } from 'node:http2';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakSpeech } from './espeak-speech.js';
import { encodeMp3, readMp3Frames } from './mp3.js';
import { PollySpeech } from './polly-speech.js';
import type { SpokenPiece } from './port.js';
import { FIRST_PIECE_CHARS, MAX_PIECE_CHARS, PIECE_GROWTH, planPieces } from './split.js';

const SENTENCES = [
  'Let us begin with a love story and a loss.',
  'The emperor Shah Jahan built this tomb for his wife, Mumtaz Mahal, who died in 1631.',
  'Twenty thousand workers laboured for over twenty years, and a thousand elephants carried the stone.',
  'The white marble changes colour with the light: pink at dawn, milky white at noon, golden under the moon.',
  'Look closely at the walls and you will find flowers of precious stones set into the marble.',
  'The four minarets lean slightly outwards, so that in an earthquake they would fall away from the tomb.',
  'Calligraphy from the Quran frames the great arch, its letters larger as they rise, so they look even.',
];
const TEXT = SENTENCES.join(' ');

async function all(pieces: AsyncIterable<SpokenPiece>): Promise<SpokenPiece[]> {
  const spoken: SpokenPiece[] = [];
  for await (const piece of pieces) spoken.push(piece);
  return spoken;
}

describe('the pieces a track is spoken in', () => {
  it('start with a sentence or two, then grow, keeping sentences whole and the text entire', () => {
    const long = Array.from({ length: 24 }, () => TEXT).join(' ');
    const pieces = planPieces(long);
    expect(pieces[0]).toBe(SENTENCES[0]);
    expect(pieces[0]?.length).toBeLessThanOrEqual(FIRST_PIECE_CHARS);
    // Each later piece at most PIECE_GROWTH times the text before it, and filled close to that.
    for (let index = 1; index < pieces.length; index++) {
      const before = pieces.slice(0, index).join(' ').length;
      const limit = Math.min(MAX_PIECE_CHARS, PIECE_GROWTH * before);
      expect(pieces[index]?.length).toBeLessThanOrEqual(limit);
      if (index < pieces.length - 1) expect(pieces[index]?.length).toBeGreaterThan(limit - 200);
    }
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(MAX_PIECE_CHARS);
      expect(piece).toMatch(/\.$/);
    }
    // A long text (about sixteen minutes of speech) is a handful of pieces, not one a sentence.
    expect(pieces.length).toBeLessThanOrEqual(Math.ceil(long.length / MAX_PIECE_CHARS) + 2);
    expect(pieces.join(' ')).toBe(long);
    expect(planPieces(long)).toEqual(pieces);
  });

  it('cut a first sentence longer than the limit at a space', () => {
    const pieces = planPieces(`${'word '.repeat(300).trim()}.`, 200);
    expect(pieces.every((piece) => piece.length <= 200)).toBe(true);
  });
});

describe('reading MP3 frames', () => {
  const tone = (rate: number, seconds: number) =>
    Int16Array.from({ length: rate * seconds }, (_, i) => Math.round(8000 * Math.sin(i / 8)));

  it('counts frames and samples of encoded speech audio, which has no Xing/Info header frame', async () => {
    const mp3 = await encodeMp3(tone(22_050, 1), 22_050);
    const layout = readMp3Frames(mp3);
    expect(layout).toMatchObject({ sampleRate: 22_050, kbps: 32, infoFrames: 0 });
    expect(layout.samples).toBe(layout.frames * 576);
    // A second of audio, plus the encoder's delay and the last frame's padding.
    expect(layout.durationMs).toBeGreaterThanOrEqual(1000);
    expect(layout.durationMs).toBeLessThan(1200);
  });

  it('refuses anything but a clean run of frames: a stray byte, a cut frame, a change of sample rate', async () => {
    const mp3 = await encodeMp3(tone(22_050, 1), 22_050);
    expect(() => readMp3Frames(Buffer.concat([mp3, Buffer.from('ID3')]))).toThrow(/no MP3 Layer III frame/);
    expect(() => readMp3Frames(mp3.subarray(0, mp3.length - 10))).toThrow(/cut short/);
    const other = await encodeMp3(tone(16_000, 1), 16_000);
    expect(() => readMp3Frames(Buffer.concat([mp3, other]))).toThrow(/sample rate changes/);
  });

  it('sees a Xing/Info header frame, which would make a player take the first piece for the whole', () => {
    // An MPEG-2 Layer III mono frame at 32 kbps, 22.05 kHz (104 bytes) with "Info" after its side information.
    const frame = Buffer.alloc(104);
    frame.set([0xff, 0xf3, 0x40, 0xc4]);
    frame.write('Info', 4 + 9);
    expect(readMp3Frames(frame).infoFrames).toBe(1);
  });
});

describe('embedded speech piece by piece', () => {
  const speech = new EspeakSpeech({ threads: 1 });
  afterAll(() => speech.close());

  it('makes pieces that concatenate into one valid MP3 as long as their lengths added', async () => {
    const pieces = await all(speech.speakPieces(TEXT, 'en-US'));
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.map((piece) => [piece.index, piece.total])).toEqual(
      pieces.map((_, index) => [index, pieces.length]),
    );
    const layouts = pieces.map((piece) => readMp3Frames(piece.audio));
    for (const [index, layout] of layouts.entries()) {
      expect(layout).toMatchObject({ sampleRate: 22_050, kbps: 32, infoFrames: 0 });
      expect(pieces[index]?.durationMs).toBe(layout.durationMs);
    }
    const whole = readMp3Frames(Buffer.concat(pieces.map((piece) => piece.audio)));
    expect(whole).toMatchObject({ sampleRate: 22_050, kbps: 32, infoFrames: 0 });
    expect(whole.samples).toBe(layouts.reduce((sum, layout) => sum + layout.samples, 0));
    const added = pieces.reduce((sum, piece) => sum + piece.durationMs, 0);
    expect(Math.abs(whole.durationMs - added)).toBeLessThanOrEqual(pieces.length);
    // The first piece is the first sentence: a few seconds, so playing starts while the rest is made.
    expect(pieces[0]?.durationMs).toBeLessThan(5000);
    // About as long as the text spoken in one go: splitting at sentence ends adds no pauses that matter.
    const once = await speech.synthesize(TEXT, 'en-US');
    expect(Math.abs(whole.durationMs - once.durationMs)).toBeLessThan(150 * pieces.length);
  }, 60_000);

  it('resumes at a later piece with the same pieces as before', async () => {
    const pieces = await all(speech.speakPieces(TEXT, 'en-US'));
    const rest = await all(speech.speakPieces(TEXT, 'en-US', 1));
    expect(rest.map((piece) => piece.index)).toEqual(pieces.slice(1).map((piece) => piece.index));
    expect(rest.map((piece) => piece.audio)).toEqual(pieces.slice(1).map((piece) => piece.audio));
  }, 60_000);
});

describe('Polly piece by piece, against a local server speaking Polly’s API', () => {
  it('asks for each piece on its own, the first a sentence, and numbers them', async () => {
    const texts: string[] = [];
    const server = createServer(async (req, res) => {
      texts.push(String((JSON.parse((await buffer(req)).toString()) as { Text: unknown }).Text));
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      // One MPEG-2 Layer III frame of 576 samples at 22.05 kHz: 26 ms.
      const frame = Buffer.alloc(104);
      frame.set([0xff, 0xf3, 0x40, 0xc4]);
      res.end(frame);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const speech = new PollySpeech({
      region: 'ap-south-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const pieces = await all(speech.speakPieces(TEXT, 'en-US', 1));
    server.close();
    const plan = planPieces(TEXT, 2800);
    expect(plan[0]).toBe(SENTENCES[0]);
    // From piece 1 on: the first is not asked for again.
    expect(texts).toEqual(plan.slice(1));
    expect(pieces.map((piece) => [piece.index, piece.total, piece.durationMs])).toEqual(
      plan.slice(1).map((_, index) => [index + 1, plan.length, 26]),
    );
  });
});

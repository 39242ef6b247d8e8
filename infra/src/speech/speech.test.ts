import { createServer } from 'node:http2';
import { buffer } from 'node:stream/consumers';
import { LANGUAGES } from '@app/contracts';
import ESpeakNg from 'espeak-ng';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakSpeech } from './espeak-speech.js';
import { encodeMp3, readWav } from './mp3.js';
import { POLLY_MAX_CHARS, PollySpeech } from './polly-speech.js';
import { splitForSpeech } from './split.js';

/** MPEG audio frame header: 11 sync bits, then version, layer III. */
const isMp3 = (b: Buffer) =>
  (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0) || b.subarray(0, 3).toString() === 'ID3';

/** Bitrate of the first MP3 frame, in kbps (MPEG-1 and MPEG-2 layer III tables). */
function firstFrameKbps(b: Buffer): number {
  const version = ((b[1] ?? 0) >> 3) & 0b11;
  const index = ((b[2] ?? 0) >> 4) & 0b1111;
  const mpeg1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const mpeg2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  return (version === 0b11 ? mpeg1 : mpeg2)[index] ?? 0;
}

describe('splitting text for a speech engine', () => {
  it('keeps sentences whole and every part under the limit', () => {
    const text = Array.from({ length: 40 }, (_, i) => `This is sentence number ${i} of the narration.`).join(
      ' ',
    );
    const parts = splitForSpeech(text, 200);
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(200);
      expect(part).toMatch(/\.$/);
    }
    expect(parts.join(' ')).toBe(text);
  });

  it('cuts a sentence longer than the limit, and handles scripts without spaces', () => {
    expect(splitForSpeech('word '.repeat(100).trim(), 50).every((p) => p.length <= 50)).toBe(true);
    const chinese = '你好世界'.repeat(100);
    expect(splitForSpeech(chinese, 120).every((p) => p.length <= 120)).toBe(true);
    expect(splitForSpeech(chinese, 120).join('')).toBe(chinese);
  });
});

describe('embedded speech (eSpeak NG WebAssembly)', () => {
  const speech = new EspeakSpeech({ threads: 1 });
  afterAll(() => speech.close());

  it('speaks English as MP3 of at most 64 kbps, with its duration', async () => {
    const result = await speech.synthesize(
      'You are standing before the Taj Mahal. It took about twenty years to build.',
      'en-US',
    );
    expect(result.contentType).toBe('audio/mpeg');
    expect(isMp3(result.audio)).toBe(true);
    expect(firstFrameKbps(result.audio)).toBeLessThanOrEqual(64);
    expect(result.durationMs).toBeGreaterThan(2000);
    expect(result.durationMs).toBeLessThan(15_000);
  });

  it.each(['hi-IN', 'ja-JP', 'arb', 'fr-CA', 'en-GB-WLS'])('speaks %s', async (language) => {
    const result = await speech.synthesize('नमस्ते. Bonjour. こんにちは. مرحبا.', language);
    expect(isMp3(result.audio)).toBe(true);
    expect(result.durationMs).toBeGreaterThan(300);
  });

  it('refuses an unsupported language', async () => {
    await expect(speech.synthesize('Hello', 'xx-XX')).rejects.toThrow('unsupported language: xx-XX');
  });

  it('has an eSpeak voice for every one of the 30 languages, as eSpeak itself lists them', async () => {
    // One `espeak-ng --voices` run: speaking all 30 would take a fresh WebAssembly instance each.
    const listed = new Set<string>();
    await ESpeakNg({
      arguments: ['--voices'],
      print: (line) => void listed.add(line.trim().split(/\s+/)[1] ?? ''),
    });
    expect(LANGUAGES).toHaveLength(30);
    expect(LANGUAGES.filter((l) => !listed.has(l.espeakVoice)).map((l) => l.id)).toEqual([]);
  });
});

describe('MP3 encoding', () => {
  it('encodes a tone at 32 kbps and reads back WAV samples', async () => {
    const rate = 22050;
    const pcm = new Int16Array(rate).map((_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)),
    );
    const mp3 = await encodeMp3(pcm, rate);
    expect(isMp3(mp3)).toBe(true);
    expect(firstFrameKbps(mp3)).toBe(32);
    // One second at 32 kbps is about 4 kB.
    expect(mp3.length).toBeGreaterThan(3000);
    expect(mp3.length).toBeLessThan(6000);
    const header = Buffer.alloc(44);
    header.write('RIFF', 0);
    header.writeUInt32LE(36 + pcm.byteLength, 4);
    header.write('WAVEfmt ', 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(rate, 24);
    header.writeUInt32LE(rate * 2, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36);
    header.writeUInt32LE(pcm.byteLength, 40);
    const wav = readWav(Buffer.concat([header, Buffer.from(pcm.buffer)]));
    expect(wav.sampleRate).toBe(rate);
    expect(wav.pcm.length).toBe(pcm.length);
    expect(() => readWav(Buffer.from('not a wav file at all, clearly'))).toThrow('not a WAV file');
  });
});

describe('Polly adapter against a local server speaking Polly’s API', () => {
  it('sends each sentence-bounded part with the language’s voice and joins the MP3 parts', async () => {
    const requests: Array<Record<string, unknown>> = [];
    // The SDK speaks HTTP/2 to Polly; this server does too (cleartext, prior knowledge).
    const server = createServer(async (req, res) => {
      requests.push({
        url: req.url,
        ...(JSON.parse((await buffer(req)).toString()) as Record<string, unknown>),
      });
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(Buffer.from([0xff, 0xfb, 0x50, 0xc4, requests.length]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const speech = new PollySpeech({
      region: 'ap-south-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const long = Array.from(
      { length: 120 },
      (_, i) => `Sentence ${i} tells a little more about the fort and its walls.`,
    ).join(' ');
    const result = await speech.synthesize(long, 'hi-IN');
    expect(requests.length).toBeGreaterThanOrEqual(Math.ceil(long.length / POLLY_MAX_CHARS));
    expect(requests.map((r) => r.Text).join(' ')).toBe(long);
    for (const r of requests) {
      expect(r).toMatchObject({
        url: '/v1/speech',
        VoiceId: 'Aditi',
        LanguageCode: 'hi-IN',
        Engine: 'standard',
        OutputFormat: 'mp3',
      });
      expect(String(r.Text).length).toBeLessThanOrEqual(POLLY_MAX_CHARS);
      expect(String(r.Text)).toMatch(/\.$/);
    }
    expect(result.audio.length).toBe(5 * requests.length);
    expect(result.contentType).toBe('audio/mpeg');
    server.close();
  });
});

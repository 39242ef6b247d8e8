/** Encodes 16-bit mono PCM as MP3 with lamejs (pure JavaScript): compact speech audio. */
import { Mp3Encoder } from '@breezystack/lamejs';

/** 32 kbps mono is clear for speech and well under the 64 kbps ceiling. */
export const SPEECH_KBPS = 32;
const CHUNK = 1152 * 32;

export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps = SPEECH_KBPS): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Buffer[] = [];
  // lamejs hands back Int8Array views; read the same bytes as unsigned.
  const keep = (frame: Int8Array | Uint8Array) => {
    if (frame.length > 0) parts.push(Buffer.from(frame.buffer, frame.byteOffset, frame.length));
  };
  for (let i = 0; i < pcm.length; i += CHUNK) keep(encoder.encodeBuffer(pcm.subarray(i, i + CHUNK)));
  keep(encoder.flush());
  return Buffer.concat(parts);
}

/** The samples of a canonical 16-bit mono PCM WAV file, and its rate. */
export function readWav(wav: Uint8Array): { pcm: Int16Array; sampleRate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      if (
        view.getUint16(offset + 8, true) !== 1 ||
        view.getUint16(offset + 10, true) !== 1 ||
        view.getUint16(offset + 22, true) !== 16
      ) {
        throw new Error('WAV is not 16-bit mono PCM');
      }
      sampleRate = view.getUint32(offset + 12, true);
    } else if (id === 'data') {
      // eSpeak writes a streaming header whose data size may be 0 or too large: trust the file.
      const end = size > 0 && offset + 8 + size <= wav.length ? offset + 8 + size : wav.length;
      const bytes = wav.slice(offset + 8, end - ((end - offset - 8) % 2));
      return { pcm: new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2), sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV has no data');
}

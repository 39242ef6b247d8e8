/** Encodes 16-bit mono PCM as MP3 with LAME compiled to WebAssembly: compact speech audio. */
import { createMp3Encoder } from 'wasm-media-encoders';

/** 32 kbps mono is clear for speech and well under the 64 kbps ceiling. */
export const SPEECH_KBPS = 32;
/** One second of 22.05 kHz audio per call keeps memory flat for long audio books. */
const CHUNK = 22_050;

export async function encodeMp3(
  pcm: Int16Array,
  sampleRate: number,
  kbps: 32 | 48 | 64 = SPEECH_KBPS,
): Promise<Buffer> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: kbps });
  const parts: Buffer[] = [];
  const samples = new Float32Array(CHUNK);
  for (let i = 0; i < pcm.length; i += CHUNK) {
    const slice = pcm.subarray(i, i + CHUNK);
    for (let j = 0; j < slice.length; j++) samples[j] = (slice[j] ?? 0) / 32768;
    // The encoder reuses its output buffer: copy each piece out.
    parts.push(Buffer.from(encoder.encode([samples.subarray(0, slice.length)])));
  }
  parts.push(Buffer.from(encoder.finalize()));
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

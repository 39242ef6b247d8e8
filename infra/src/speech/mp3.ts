/**
 * Speech MP3: encodes 16-bit mono PCM with LAME compiled to WebAssembly (compact speech audio), and
 * reads an MP3's frame headers (its true length, and whether pieces concatenate into one stream).
 */
import { createMp3Encoder } from 'wasm-media-encoders';

/** 32 kbps mono is clear for speech and well under the 64 kbps ceiling. */
export const SPEECH_KBPS = 32;
/** One second of 22.05 kHz audio per call keeps memory flat for long audio books. */
const CHUNK = 22_050;

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let encoder: Promise<Mp3Encoder> | undefined;

/**
 * One LAME instance per thread, configured afresh for each file: creating one compiles its
 * WebAssembly again (tens of milliseconds), which a track spoken piece by piece would pay per piece.
 * Encoding never awaits between configure and finalize, so calls on one thread cannot interleave.
 */
function mp3Encoder(): Promise<Mp3Encoder> {
  encoder ??= createMp3Encoder().catch((error: unknown) => {
    encoder = undefined;
    throw error;
  });
  return encoder;
}

/**
 * MP3 frames only, no ID3 tag and no Xing/Info header frame (this LAME build writes none): such
 * files concatenate into one valid stream, which is how a track is streamed piece by piece.
 */
export async function encodeMp3(
  pcm: Int16Array,
  sampleRate: number,
  kbps: 32 | 48 | 64 = SPEECH_KBPS,
): Promise<Buffer> {
  const lame = await mp3Encoder();
  // configure() frees the previous file's encoder state and starts a new one.
  lame.configure({ sampleRate, channels: 1, bitrate: kbps });
  const parts: Buffer[] = [];
  const samples = new Float32Array(CHUNK);
  for (let i = 0; i < pcm.length; i += CHUNK) {
    const slice = pcm.subarray(i, i + CHUNK);
    for (let j = 0; j < slice.length; j++) samples[j] = (slice[j] ?? 0) / 32768;
    // The encoder reuses its output buffer: copy each piece out.
    parts.push(Buffer.from(lame.encode([samples.subarray(0, slice.length)])));
  }
  parts.push(Buffer.from(lame.finalize()));
  return Buffer.concat(parts);
}

/** What an MP3's frame headers say about it. */
export interface Mp3Layout {
  frames: number;
  /** Decoded samples per channel: frames × samples per frame. */
  samples: number;
  sampleRate: number;
  /** The bitrate of every frame, when all share one (constant bitrate), else null. */
  kbps: number | null;
  /** Frames carrying a Xing/Info (VBR or LAME) header: a player takes the first as the whole file's length. */
  infoFrames: number;
  /** How long it plays: samples / rate. */
  durationMs: number;
}

// Layer III tables, by MPEG version: index 0 is MPEG-1, 1 is MPEG-2 and MPEG-2.5.
const KBPS = [
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
] as const;
const RATES: Readonly<Record<number, readonly number[]>> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/**
 * Walks the MPEG Layer III frames of `mp3` from its first byte to its last. Throws where a frame
 * does not start, where the sample rate changes, or when the last frame is cut short: anything but
 * a clean run of frames (which is what concatenated pieces must stay). Not `codec-parser`: it seeks
 * the next sync word past damage and drops or passes a cut frame, so it cannot tell a clean run
 * from a damaged one, which is what this is for.
 */
export function readMp3Frames(mp3: Uint8Array): Mp3Layout {
  let offset = 0;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let kbps: number | null = null;
  let infoFrames = 0;
  while (offset < mp3.length) {
    const b1 = mp3[offset + 1] ?? 0;
    const b2 = mp3[offset + 2] ?? 0;
    const b3 = mp3[offset + 3] ?? 0;
    const version = (b1 >> 3) & 3;
    const rates = RATES[version];
    const bitrate = KBPS[version === 3 ? 0 : 1][b2 >> 4];
    const rate = rates?.[(b2 >> 2) & 3];
    if (mp3[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1 || !bitrate || !rate) {
      throw new Error(`no MP3 Layer III frame at byte ${offset} of ${mp3.length}`);
    }
    if (sampleRate !== 0 && rate !== sampleRate) {
      throw new Error(`sample rate changes from ${sampleRate} to ${rate} Hz at byte ${offset}`);
    }
    sampleRate = rate;
    kbps = frames === 0 || kbps === bitrate ? bitrate : null;
    const mpeg1 = version === 3;
    const length = Math.floor(((mpeg1 ? 144_000 : 72_000) * bitrate) / rate) + ((b2 >> 1) & 1);
    if (offset + length > mp3.length) throw new Error(`the frame at byte ${offset} is cut short`);
    // The Xing/Info tag sits right after the side information, whose size depends on version and channels.
    const mono = b3 >> 6 === 3;
    const tagAt = offset + 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
    const tag = String.fromCharCode(...mp3.subarray(tagAt, tagAt + 4));
    if (tag === 'Xing' || tag === 'Info') infoFrames++;
    frames++;
    samples += mpeg1 ? 1152 : 576;
    offset += length;
  }
  if (frames === 0) throw new Error('no MP3 frames');
  return {
    frames,
    samples,
    sampleRate,
    kbps,
    infoFrames,
    durationMs: Math.round((samples / sampleRate) * 1000),
  };
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

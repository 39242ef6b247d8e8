import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARD_TRACKS_KEY, heardTracks, rememberHeard } from './heard-tracks';
import { MAX_SAVED_TRACKS, trackIdOfAudio } from './saved-audio';

/** The browser's localStorage as far as the list uses it, in memory. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const amberFort = { trackId: id(1), place: 'amber-fort', title: 'Amber Fort', language: 'Hindi' };
const tajMahal = { trackId: id(2), place: 'taj-mahal', title: 'Taj Mahal', language: 'English' };

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('heardTracks', () => {
  it('is empty before anything is heard', () => {
    expect(heardTracks()).toEqual([]);
  });

  it('lists heard tracks newest first with when each was heard', () => {
    rememberHeard(amberFort, new Date('2026-01-01T10:00:00Z'));
    rememberHeard(tajMahal, new Date('2026-01-01T11:00:00Z'));
    expect(heardTracks()).toEqual([
      { ...tajMahal, heardAt: '2026-01-01T11:00:00.000Z' },
      { ...amberFort, heardAt: '2026-01-01T10:00:00.000Z' },
    ]);
  });

  it('moves a track heard again to the top, once', () => {
    rememberHeard(amberFort, new Date('2026-01-01T10:00:00Z'));
    rememberHeard(tajMahal, new Date('2026-01-01T11:00:00Z'));
    rememberHeard(amberFort, new Date('2026-01-01T12:00:00Z'));
    expect(heardTracks().map((track) => [track.title, track.heardAt])).toEqual([
      ['Amber Fort', '2026-01-01T12:00:00.000Z'],
      ['Taj Mahal', '2026-01-01T11:00:00.000Z'],
    ]);
  });

  it(`keeps the ${MAX_SAVED_TRACKS} most recently heard, as many as the audio cache keeps`, () => {
    for (let n = 1; n <= MAX_SAVED_TRACKS + 3; n++)
      rememberHeard({ ...amberFort, trackId: id(n), title: `Place ${n}` });
    const list = heardTracks();
    expect(list).toHaveLength(MAX_SAVED_TRACKS);
    expect(list[0]?.title).toBe(`Place ${MAX_SAVED_TRACKS + 3}`);
    expect(list.at(-1)?.title).toBe('Place 4');
  });

  it('reads what it cannot parse as an empty list, and leaves out entries that are not tracks', () => {
    storage.setItem(HEARD_TRACKS_KEY, '{not json');
    expect(heardTracks()).toEqual([]);
    storage.setItem(HEARD_TRACKS_KEY, JSON.stringify({ trackId: id(1) }));
    expect(heardTracks()).toEqual([]);
    const good = { ...amberFort, heardAt: '2026-01-01T10:00:00.000Z' };
    storage.setItem(HEARD_TRACKS_KEY, JSON.stringify([good, { trackId: id(2), title: 7 }, null]));
    expect(heardTracks()).toEqual([good]);
  });

  it('remembers nothing, and never throws, when storage is blocked or full', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => rememberHeard(amberFort)).not.toThrow();
    expect(heardTracks()).toEqual([]);
  });
});

describe('trackIdOfAudio', () => {
  const origin = 'https://xploreguide.in';

  it("reads the track id of this site's track audio, relative or absolute", () => {
    expect(trackIdOfAudio(`/api/tracks/${id(1)}/audio`, origin)).toBe(id(1));
    expect(trackIdOfAudio(`${origin}/api/tracks/${id(2)}/audio`, origin)).toBe(id(2));
  });

  it('is null for any other URL: another site, another path, or none', () => {
    expect(trackIdOfAudio(`https://elsewhere.example/api/tracks/${id(1)}/audio`, origin)).toBeNull();
    expect(trackIdOfAudio(`/api/tracks/${id(1)}`, origin)).toBeNull();
    expect(trackIdOfAudio('/api/tracks/not-a-track/audio', origin)).toBeNull();
    expect(trackIdOfAudio('', origin)).toBeNull();
  });
});

import type { CityPackPlace, CityPackPlan, TrackView } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type DownloadProgress,
  downloadCity,
  FILE_NOT_KEPT,
  type PackClient,
  TRACK_NOT_MADE,
} from './city-download';
import type { CityPack } from './city-packs';

const place = (id: string, access: CityPackPlace['access']): CityPackPlace => ({
  id,
  name: id.toUpperCase(),
  category: 'Fort & Palace',
  access,
  bytes: 360_000,
  exact: false,
});

const planOf = (...places: CityPackPlace[]): CityPackPlan => ({
  country: 'India',
  city: 'Madurai',
  language: 'en-US',
  places,
  bytes: 0,
  listens: 0,
  allowance: { tier: 'anonymous', left: 5, limit: 5 },
});

const view = (id: string, status: TrackView['status']): TrackView => ({
  id: `track-${id}`,
  placeId: id,
  placeName: id,
  status,
  language: 'en-US',
  textLanguage: 'en-US',
  fellBackToEnglish: false,
  text: status === 'ready' ? `The story of ${id}.\n\nMore of ${id}.` : null,
  durationMs: status === 'ready' ? 61_000 : null,
  expectedDurationMs: null,
  audioUrl: null,
});

const STORED = { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'audio/mpeg' };

/**
 * The server as the download meets it: `refuse` maps a place to the error its request rejects with;
 * a track is made after `looks` looks at it; `streamed` tracks answer their audio as a stream.
 */
function server(options: { refuse?: Record<string, Error>; looks?: number; streamed?: string[] } = {}) {
  const asked: string[] = [];
  const fetched: string[] = [];
  const looked = new Map<string, number>();
  const client: PackClient = {
    request: async ({ touristPlace }) => {
      asked.push(touristPlace);
      const refusal = options.refuse?.[touristPlace];
      if (refusal !== undefined) throw refusal;
      return view(touristPlace, (options.looks ?? 0) > 0 ? 'pending' : 'ready');
    },
    track: async (id) => {
      const placeId = id.replace('track-', '');
      const count = (looked.get(placeId) ?? 0) + 1;
      looked.set(placeId, count);
      return view(placeId, count >= (options.looks ?? 0) ? 'ready' : 'speaking');
    },
    audio: async (trackId) => {
      fetched.push(trackId);
      const streamed = options.streamed?.includes(trackId.replace('track-', '')) ?? false;
      return new Response(new Uint8Array(1234), {
        headers: streamed ? { 'cache-control': 'no-store' } : STORED,
      });
    },
  };
  return { client, asked, fetched, looked };
}

function device() {
  const kept = new Map<string, number>();
  const records: CityPack[] = [];
  return {
    kept,
    records,
    store: {
      keepNarration: async (trackId: string, file: Response) => {
        kept.set(trackId, (await file.blob()).size);
      },
      writePack: async (pack: CityPack) => {
        records.push(pack);
      },
    },
  };
}

async function run(
  plan: CityPackPlan,
  client: PackClient,
  store: ReturnType<typeof device>['store'],
  extra: { existing?: CityPack | null; signal?: AbortSignal; seen?: DownloadProgress[] } = {},
) {
  return downloadCity({
    plan,
    language: 'English (US)',
    walk: null,
    existing: extra.existing ?? null,
    client,
    store,
    signal: extra.signal ?? new AbortController().signal,
    onProgress: (progress) => extra.seen?.push(progress),
    describe: (error) => ({
      message: error instanceof Error ? error.message : String(error),
      code: error instanceof Error && error.name === 'AUDIO_LOG_IN' ? 'AUDIO_LOG_IN' : undefined,
    }),
    pollMs: 1,
    now: () => new Date('2026-05-12T10:00:00Z'),
  });
}

describe('downloading a city', () => {
  it('asks only for the places the plan lets the listener get, and keeps each file and transcript in the city’s order', async () => {
    const { client, asked } = server();
    const { store, kept, records } = device();
    const seen: DownloadProgress[] = [];
    const plan = planOf(
      place('a', 'listen'),
      place('b', 'needs-login'),
      place('c', 'free'),
      place('d', 'listen'),
    );
    const done = await run(plan, client, store, { seen });

    expect(asked.sort()).toEqual(['a', 'c', 'd']);
    expect([...kept]).toEqual(
      expect.arrayContaining([
        ['track-a', 1234],
        ['track-c', 1234],
        ['track-d', 1234],
      ]),
    );
    expect(done).toMatchObject({ saved: 3, total: 3, failed: [] });
    expect(done.pack.places.map((saved) => saved.id)).toEqual(['a', 'c', 'd']);
    expect(done.pack.places[0]).toEqual({
      id: 'a',
      name: 'A',
      category: 'Fort & Palace',
      trackId: 'track-a',
      transcript: 'The story of a.\n\nMore of a.',
      textLanguage: 'en-US',
      bytes: 1234,
      durationMs: 61_000,
    });
    expect(done.pack).toMatchObject({
      country: 'India',
      city: 'Madurai',
      language: 'English (US)',
      placeCount: 4,
    });
    // Written after each place, so that a download cut short keeps what it saved.
    expect(records.map((record) => record.places.length)).toEqual([1, 2, 3]);
    expect(seen.map((progress) => progress.saved)).toEqual([0, 1, 2, 3]);
  });

  it('waits for a track still being made, and fetches its file only once it is stored', async () => {
    const { client, fetched, looked } = server({ looks: 3 });
    const { store } = device();
    const done = await run(planOf(place('a', 'listen')), client, store);
    expect(looked.get('a')).toBe(3);
    expect(fetched).toEqual(['track-a']);
    expect(done.saved).toBe(1);
  });

  it('reports a refused place with the server’s words and goes on with the others', async () => {
    const refusal = Object.assign(new Error('please log in '), { name: 'AUDIO_LOG_IN' });
    const { client } = server({ refuse: { b: refusal } });
    const { store } = device();
    const done = await run(
      planOf(place('a', 'listen'), place('b', 'listen'), place('c', 'listen')),
      client,
      store,
    );
    expect(done.failed).toEqual([{ id: 'b', name: 'B', message: 'please log in ', code: 'AUDIO_LOG_IN' }]);
    expect(done.pack.places.map((saved) => saved.id)).toEqual(['a', 'c']);
  });

  it('keeps no streamed answer as a narration, and says a track that failed could not be made', async () => {
    const { client } = server({ streamed: ['a'] });
    const failing: PackClient = {
      ...client,
      request: async ({ touristPlace }) =>
        touristPlace === 'b'
          ? view('b', 'failed')
          : client.request({ touristPlace, city: '', language: '', kind: 'minute' }),
    };
    const { store, kept } = device();
    const done = await run(planOf(place('a', 'listen'), place('b', 'listen')), failing, store);
    expect(kept.size).toBe(0);
    expect(done.failed.map((failed) => [failed.id, failed.message])).toEqual(
      expect.arrayContaining([
        ['a', FILE_NOT_KEPT],
        ['b', TRACK_NOT_MADE],
      ]),
    );
  });

  it('goes on from what is saved: places kept already are not asked for again', async () => {
    const { client, asked } = server();
    const { store } = device();
    const first = await run(planOf(place('a', 'listen')), client, store);
    const again = await run(planOf(place('a', 'free'), place('b', 'listen')), client, store, {
      existing: first.pack,
    });
    expect(asked).toEqual(['a', 'b']);
    expect(again.pack.places.map((saved) => saved.id)).toEqual(['a', 'b']);
  });

  it('asks for nothing more once stopped, and keeps what it saved', async () => {
    const controller = new AbortController();
    const { client, asked } = server({ looks: 2 });
    const stopping: PackClient = {
      ...client,
      track: async (id) => {
        controller.abort();
        return client.track(id);
      },
    };
    const { store, records } = device();
    const plan = planOf(...['a', 'b', 'c', 'd'].map((id) => place(id, 'listen')));
    const done = await run(plan, stopping, store, { signal: controller.signal });
    // The two under way when it stopped were asked for; none after.
    expect(asked).toEqual(['a', 'b']);
    expect(done.failed).toEqual([]);
    expect(records.at(-1)?.places.length ?? 0).toBe(done.saved);
  });
});

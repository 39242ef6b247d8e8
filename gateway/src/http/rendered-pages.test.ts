import { describe, expect, it } from 'vitest';
import { type RenderedPagesOptions, renderedPages } from './rendered-pages.js';
import type { SiteFile } from './site-files.js';

/** A distinct page file per render (only its identity matters here). */
const file = (name: string) => ({ identity: { name } }) as unknown as SiteFile;

function pages(options: Partial<RenderedPagesOptions> = {}) {
  let time = 0;
  const errors: string[] = [];
  const kept = renderedPages({
    freshMs: 1_000,
    maxPages: 10,
    maxRendering: 2,
    onError: (_error, url) => errors.push(url),
    now: () => time,
    ...options,
  });
  const renders: string[] = [];
  /** A render of `url` that finishes when `finish` is called. */
  const held = (url: string) => {
    let finish: (value: SiteFile | undefined) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const render = () => {
      renders.push(url);
      return new Promise<SiteFile | undefined>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
    };
    return { render, finish: (value?: SiteFile) => finish(value), fail: (error: Error) => fail(error) };
  };
  const at = async (url: string) => {
    const render = async () => {
      renders.push(url);
      return file(`${url}#${renders.length}`);
    };
    return kept.get(url, render);
  };
  return { kept, renders, errors, held, at, tick: (ms: number) => (time += ms) };
}

describe('pages rendered on request', () => {
  it('renders a page once for the visitors who ask at the same time, and keeps it', async () => {
    const { kept, renders, held, at } = pages();
    const agra = held('/ExploreMore?city=Agra');
    const first = kept.get('/ExploreMore?city=Agra', agra.render);
    const second = kept.get('/ExploreMore?city=Agra', agra.render);
    agra.finish(file('agra'));
    expect(await first).toBe(await second);
    expect(renders).toEqual(['/ExploreMore?city=Agra']);
    // Kept: sent at once, not rendered again.
    expect(await at('/ExploreMore?city=Agra')).toEqual(file('agra'));
    expect(renders).toEqual(['/ExploreMore?city=Agra']);
  });

  it('sends a stale page at once and renders it again behind the answer', async () => {
    const { renders, at, tick } = pages();
    const first = await at('/tourPlans');
    tick(999);
    expect(await at('/tourPlans')).toBe(first);
    expect(renders).toHaveLength(1);
    tick(2);
    // Stale: the kept one goes out now; the next visitor gets the new render.
    expect(await at('/tourPlans')).toBe(first);
    expect(renders).toHaveLength(2);
    await Promise.resolve();
    const next = await at('/tourPlans');
    expect(next).not.toBe(first);
    expect(next).toEqual(file('/tourPlans#2'));
  });

  it('sends the app page (undefined) rather than queue a third render', async () => {
    const { kept, held, renders } = pages({ maxRendering: 2 });
    const a = held('a');
    const b = held('b');
    const pendingA = kept.get('a', a.render);
    const pendingB = kept.get('b', b.render);
    expect(kept.get('c', held('c').render)).toBeUndefined();
    expect(renders).toEqual(['a', 'b']);
    a.finish(file('a'));
    await pendingA;
    // A render done frees its place.
    expect(kept.get('c', async () => file('c'))).toBeInstanceOf(Promise);
    b.finish(file('b'));
    await pendingB;
  });

  it('lets the least recently sent page go first when full', async () => {
    const { renders, at } = pages({ maxPages: 2 });
    await at('a');
    await at('b');
    await at('a');
    await at('c');
    expect(renders).toEqual(['a', 'b', 'c']);
    await at('a');
    expect(renders).toEqual(['a', 'b', 'c']);
    await at('b');
    expect(renders).toEqual(['a', 'b', 'c', 'b']);
  });

  it('says a failed render, sends the app page, and tries again for the next visitor', async () => {
    const { kept, errors, held, renders } = pages();
    const broken = held('/userReview');
    const answer = kept.get('/userReview', broken.render);
    broken.fail(new Error('the store is down'));
    expect(await answer).toBeUndefined();
    expect(errors).toEqual(['/userReview']);
    expect(await kept.get('/userReview', async () => file('reviews'))).toEqual(file('reviews'));
    expect(renders).toEqual(['/userReview']);
  });

  it('keeps nothing for an address that has no render', async () => {
    const { kept } = pages();
    expect(await kept.get('/Explore', async () => undefined)).toBeUndefined();
    let asked = 0;
    await kept.get('/Explore', async () => {
      asked += 1;
      return undefined;
    });
    expect(asked).toBe(1);
  });
});

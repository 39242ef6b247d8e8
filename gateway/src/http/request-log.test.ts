/**
 * The request log (request-log.ts): every error and slow answer gets its own line; quick
 * successful ones get one each up to the budget of their second, and the rest are counted in one
 * line when that second ends. The rule is checked under generated sequences of answers.
 */
import fc from 'fast-check';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LinesPerSecond, requestLine, SLOW_MS } from './request-log.js';

interface Line {
  msg: string;
  requestId?: string;
  path?: string;
  status?: number;
  ms?: number;
  requests?: number;
  statuses?: Record<string, number>;
}

function logged(perSecond: LinesPerSecond) {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (text: string) => lines.push(JSON.parse(text) as Line) });
  return { lines, line: requestLine(logger, perSecond) };
}

const request = (url: string, id?: string) => ({
  method: 'POST',
  url,
  headers: id === undefined ? {} : { 'x-request-id': id },
});

/** Answers `status` after `ms`, at the fake clock's now. */
function answer(
  line: ReturnType<typeof logged>['line'],
  status: number,
  ms: number,
  url = '/api/touristPlaces',
) {
  const ended = performance.now();
  line(undefined, request(url), status, ended - ms);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  // Whole seconds start at round numbers of the fake clock.
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the request log', () => {
  it('gives each request its line, with the client’s id or a new one, while under the budget', () => {
    const { lines, line } = logged(3);
    line('trace-given-0001', request('/api/getAllCountries?x=secret'), 200, performance.now() - 2.34);
    answer(line, 304, 1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'request',
      requestId: 'trace-given-0001',
      path: '/api/getAllCountries',
      status: 200,
      ms: 2.3,
    });
    expect(lines[1]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    line(undefined, request('/api/x', 'trace-kept-000002'), 200, performance.now());
    expect(lines[2]?.requestId).toBe('trace-kept-000002');
  });

  it('counts the quick answers over the budget and writes the count when the second ends', async () => {
    const { lines, line } = logged(2);
    for (let i = 0; i < 5; i++) answer(line, 200, 1);
    answer(line, 304, 1);
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(2);
    expect(lines).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines[2]).toMatchObject({ requests: 4, statuses: { 200: 3, 304: 1 } });
    // A new second, a new budget.
    answer(line, 200, 1);
    expect(lines[3]).toMatchObject({ msg: 'request', status: 200 });
  });

  it('always logs an error or a slow answer, over the budget too', () => {
    const { lines, line } = logged(1);
    answer(line, 200, 1);
    answer(line, 200, 1);
    answer(line, 404, 1);
    answer(line, 500, 1);
    answer(line, 200, SLOW_MS);
    expect(lines.map((l) => l.status)).toEqual([200, 404, 500, 200]);
  });

  it("logs every answer with 'all'", () => {
    const { lines, line } = logged('all');
    for (let i = 0; i < 500; i++) answer(line, 200, 1);
    expect(lines).toHaveLength(500);
  });

  it('accounts for every answer, whatever the sequence: a line of its own or a count, never both', async () => {
    const step = fc.record({
      wait: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2500 })),
      status: fc.constantFrom(200, 200, 200, 304, 400, 404, 500),
      ms: fc.oneof(
        fc.integer({ min: 0, max: 50 }),
        fc.constant(SLOW_MS),
        fc.integer({ min: SLOW_MS, max: 5000 }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(step, { maxLength: 60 }),
        async (budget, steps) => {
          vi.setSystemTime(0);
          const { lines, line } = logged(budget);
          const quickBySecond = new Map<number, number>();
          for (const { wait, status, ms } of steps) {
            await vi.advanceTimersByTimeAsync(wait);
            answer(line, status, ms);
            const second = Math.floor(performance.now() / 1000);
            if (status < 400 && ms < SLOW_MS) quickBySecond.set(second, (quickBySecond.get(second) ?? 0) + 1);
          }
          await vi.advanceTimersByTimeAsync(1000);
          const own = lines.filter((l) => l.msg === 'request');
          const counted = lines
            .filter((l) => l.msg !== 'request')
            .reduce((sum, l) => sum + (l.requests ?? 0), 0);
          expect(own.length + counted).toBe(steps.length);
          // Every error and slow answer has its own line.
          expect(own.filter((l) => (l.status ?? 0) >= 400 || (l.ms ?? 0) >= SLOW_MS)).toHaveLength(
            steps.filter((s) => s.status >= 400 || s.ms >= SLOW_MS).length,
          );
          // Quick answers: the budget's worth of each second get lines, the rest are counted.
          const expectedCounted = [...quickBySecond.values()].reduce(
            (sum, n) => sum + Math.max(0, n - budget),
            0,
          );
          expect(counted).toBe(expectedCounted);
          vi.clearAllTimers();
        },
      ),
      { numRuns: 200 },
    );
  });
});

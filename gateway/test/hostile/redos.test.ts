/**
 * No regular expression in the server's code may take more than linear time on any input (ReDoS):
 * each one the sources build is checked with recheck, found by parsing the sources.
 */
import { checkSync, type Diagnostics, type Parameters } from 'recheck';
import { describe, expect, it } from 'vitest';
import { findPatterns, type Pattern } from './regex-sources.js';

/**
 * The same verdict on every machine: a fixed seed, and the checker bounded by steps rather than by
 * time (the time-outs are off; recall validation, which only runs on time, is skipped).
 */
const PARAMETERS: Parameters = {
  randomSeed: 0,
  timeout: null,
  incubationTimeout: null,
  attackTimeout: null,
  seedingTimeout: null,
  recallTimeout: -1,
};

/**
 * Patterns built at run time, by file: each names a pattern of the same shape to check instead,
 * and why that shape holds whatever the run-time parts are.
 */
const RUN_TIME_PATTERNS: Record<string, { standIn: string; why: string }> = {
  'infra/src/speech/letter-fallbacks.ts': {
    standIn: "^Found: '_(?:ml|si|\\?A|\\?\\?)'",
    why: 'an anchored alternation of fixed alphabet names, no quantifier',
  },
};

function verdict(pattern: Pattern): string {
  const result: Diagnostics = checkSync(pattern.source, pattern.flags, PARAMETERS);
  if (result.status === 'safe') return 'safe';
  if (result.status === 'vulnerable')
    return `vulnerable (${result.complexity.summary}), e.g. ${result.attack.pattern}`;
  return `not shown safe (${result.error.kind})`;
}

const { patterns, unresolved } = findPatterns();

describe('regular expressions in contracts, gateway, infra and workers', () => {
  it('are found by parsing the sources, constants in templates included', () => {
    expect(patterns.length).toBeGreaterThan(50);
    expect(patterns).toContainEqual(
      expect.objectContaining({
        at: expect.stringMatching(/^contracts\/src\/guide-rules\.ts:/),
        source: '^\\d{1,10}$',
      }),
    );
  });

  it('are checked by a checker that does flag a polynomial pattern', () => {
    // The e-mail pattern that froze the server for seconds (issue 23).
    expect(verdict({ at: 'example', source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', flags: '' })).toMatch(
      /^vulnerable/,
    );
  });

  it('all run in linear time: recheck rates none vulnerable', () => {
    const flagged = patterns
      .map((pattern) => ({
        pattern: `/${pattern.source}/${pattern.flags} at ${pattern.at}`,
        verdict: verdict(pattern),
      }))
      .filter(({ verdict }) => verdict !== 'safe');
    expect(flagged).toEqual([]);
  }, 60_000);

  it('built at run time are each listed with a stand-in of their shape, and the stand-ins are safe', () => {
    const files = [...new Set(unresolved.map(({ at }) => at.slice(0, at.lastIndexOf(':'))))].sort();
    expect(files, JSON.stringify(unresolved, null, 2)).toEqual(Object.keys(RUN_TIME_PATTERNS).sort());
    for (const [file, { standIn }] of Object.entries(RUN_TIME_PATTERNS))
      expect({ file, verdict: verdict({ at: file, source: standIn, flags: '' }) }).toEqual({
        file,
        verdict: 'safe',
      });
  });
});

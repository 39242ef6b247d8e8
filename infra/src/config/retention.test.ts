import { describe, expect, it } from 'vitest';
import { parseConfig } from './env.js';
import { retentionHours } from './schema.js';

describe('how long handled history is kept', () => {
  it('is an hour with the embedded store, which holds every document in memory, and a day with MongoDB', () => {
    expect(retentionHours(parseConfig({}))).toBe(1);
    expect(retentionHours({ STORE: 'mongodb', RETENTION_HOURS: undefined })).toBe(24);
  });

  it('is RETENTION_HOURS when it is set, with either store', () => {
    expect(retentionHours(parseConfig({ RETENTION_HOURS: '6' }))).toBe(6);
    expect(retentionHours({ STORE: 'mongodb', RETENTION_HOURS: 2 })).toBe(2);
    expect(() => parseConfig({ RETENTION_HOURS: '0' })).toThrow(/RETENTION_HOURS/);
  });
});

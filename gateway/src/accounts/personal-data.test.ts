import { describe, expect, it } from 'vitest';
import { type CopyReader, type PersonalDataHolder, personalDataOf } from './personal-data.js';

const read: CopyReader = async () => [];
const ALL: PersonalDataHolder[] = [
  { copies: { newsletter: read, guide: read } },
  { copies: { bookings: read, listening: read, payments: read } },
  { copies: { notifications: read, reviews: read } },
  { copies: { messages: read } },
];

describe('the holders of a user’s data, as accounts takes them at composition', () => {
  it('keeps the holders in their order and the sections in the contract’s', () => {
    const data = personalDataOf(ALL);
    expect(data.holders).toBe(ALL);
    expect(Object.keys(data.copies)).toEqual([
      'listening',
      'payments',
      'bookings',
      'notifications',
      'messages',
      'reviews',
      'guide',
      'newsletter',
    ]);
  });

  it('refuses to start when no domain gives a section of the copy', () => {
    expect(() => personalDataOf(ALL.slice(1))).toThrow(
      "no domain gives the guide, newsletter part of a user's data",
    );
  });

  it('refuses two domains giving the same section', () => {
    expect(() => personalDataOf([...ALL, { copies: { reviews: read } }])).toThrow(
      'two domains give the "reviews" part',
    );
  });
});

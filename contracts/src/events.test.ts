import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { deadLetterTopic, makeEvent, parseEvent, TOPICS } from './events.js';

const decided = (decision: 'accept' | 'reject') => ({
  bookingId: 'b1',
  subject: 'booking' as const,
  decision,
  reason: 'guide' as const,
  touristEmail: 'tourist@example.com',
  guideEmail: 'guide@example.com',
  guideName: 'Asha Rao',
  touristPlace: 'Taj Mahal',
  numPeople: 2,
  pricePerPerson: 15,
});

describe('event envelope', () => {
  it('makes an event with a uuid, the topic as type and an ISO time, and parses it back', () => {
    const event = makeEvent(TOPICS.mailRequested, {
      to: 'a@b.co',
      template: 'signup-otp',
      data: { otp: '123456', minutes: 10 },
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.type).toBe('mail.requested');
    expect(new Date(event.occurredAt).toISOString()).toBe(event.occurredAt);
    expect(parseEvent(TOPICS.mailRequested, JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('refuses a payload that does not fit its topic', () => {
    expect(() =>
      makeEvent(TOPICS.mailRequested, { to: 'not-an-email', template: 'newsletter-welcome', data: {} }),
    ).toThrow(ZodError);
    const event = makeEvent(TOPICS.bookingDecided, decided('accept'));
    expect(() =>
      parseEvent(TOPICS.bookingDecided, { ...event, payload: { ...decided('accept'), decision: 'maybe' } }),
    ).toThrow(ZodError);
  });

  it('refuses an event of another topic and a malformed envelope', () => {
    const event = makeEvent(TOPICS.bookingDecided, decided('reject'));
    expect(() => parseEvent(TOPICS.paymentVerified, event)).toThrow(/expected event type payment.verified/);
    expect(() => parseEvent(TOPICS.bookingDecided, { ...event, id: 'x' })).toThrow(ZodError);
    expect(() => parseEvent(TOPICS.bookingDecided, 'nonsense')).toThrow(ZodError);
  });

  it('names dead-letter topics after their topic', () => {
    expect(deadLetterTopic('audio.requested')).toBe('audio.requested.dlq');
  });
});

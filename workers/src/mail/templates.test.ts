import type { CompanyDetails, MailRequest } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.js';

const COMPANY: CompanyDetails = {
  name: 'Ghumakkad Tours Private Limited',
  address: '12 MG Road, Pune 411001, India',
  email: 'hello@ghumakkad.in',
  phone: '+91 81234 56789',
  grievanceOfficer: 'R. Kulkarni',
  grievanceEmail: 'grievance@ghumakkad.in',
};

const receipt = (gstin?: string) =>
  renderMail(
    {
      to: 'buyer@example.com',
      template: 'payment-receipt',
      data: {
        invoiceNumber: 'XG-2026-000042',
        description: 'Fortnight Plan - 11.99$/2-weeks',
        amount: '€8.25',
        paidAt: '2026-11-24 06:40 UTC',
        paymentId: 'pay_AbCdEfGhIjKlMn',
        ...(gstin ? { gstin } : {}),
      },
    },
    COMPANY,
  );

describe('payment receipt', () => {
  it('carries the invoice number, what was paid for, the reference and the company, and its GSTIN when set', () => {
    const mail = receipt('29ABCDE1234F1Z5');
    expect(mail.subject).toBe('Your Xplore Guide receipt XG-2026-000042');
    for (const part of [
      'We received your payment of €8.25 for Fortnight Plan - 11.99$/2-weeks.',
      'Invoice number: XG-2026-000042',
      'Payment reference: pay_AbCdEfGhIjKlMn',
      'Issued by: Ghumakkad Tours Private Limited, 12 MG Road, Pune 411001, India',
      'GSTIN: 29ABCDE1234F1Z5',
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part.replace(/'/g, '&#39;'));
    }
    expect(receipt().text).not.toContain('GSTIN');
  });
});

const to = 'traveller@example.com';

describe('every template', () => {
  it.each<[MailRequest, string, string[]]>([
    [
      { to, template: 'signup-otp', data: { otp: '123456', minutes: 10 } },
      'Your Xplore Guide sign-up code',
      [
        'Your one-time code is 123456.',
        'It expires in 10 minutes.',
        'no account is created without the code',
      ],
    ],
    [
      { to, template: 'reset-otp', data: { otp: '654321', minutes: 10 } },
      'Your Xplore Guide password reset code',
      ['Your one-time code is 654321.', 'It expires in 10 minutes.', 'your password stays as it is'],
    ],
    [
      { to, template: 'newsletter-welcome', data: {} },
      'You are subscribed to the Xplore Guide newsletter',
      ['Thank you for subscribing!', 'unsubscribe at any time'],
    ],
    [
      { to, template: 'review-thanks', data: { rating: 4, opinion: 'Loved the fort <3' } },
      'Thank you for your feedback',
      ['Thank you for rating us 4 out of 5.', 'You wrote: “Loved the fort <3”'],
    ],
    [
      {
        to,
        template: 'booking-confirmed',
        data: {
          touristMail: to,
          guideName: 'Arjun',
          place: 'Amber Fort',
          location: 'Main gate',
          date: '2026-12-01',
          time: '09:00',
          amount: '$30.00',
        },
      },
      'Your guide for Amber Fort is booked',
      [
        'with Arjun is confirmed and paid ($30.00).',
        'Meeting point: Main gate',
        'Date: 2026-12-01',
        'Time: 09:00',
      ],
    ],
  ])(
    'renders %#: its subject, its facts, the signature, in text and in escaped HTML',
    (request, subject, facts) => {
      const mail = renderMail(request, COMPANY);
      expect(mail.subject).toBe(subject);
      for (const fact of [...facts, 'Warm regards,', 'The Xplore Guide team', 'hello@ghumakkad.in']) {
        expect(mail.text).toContain(fact);
        const escaped = fact
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/'/g, '&#39;');
        expect(mail.html).toContain(escaped);
      }
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).not.toContain('<3');
      expect(mail.html).toContain('Ghumakkad Tours Private Limited');
    },
  );
});

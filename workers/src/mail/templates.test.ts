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

/** A booking with Arjun at Amber Fort's main gate, as the booking worker asks for its mail; `data` changes fields. */
const booking = (data: Partial<Record<string, string>> = {}) =>
  ({
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
      ...data,
    },
  }) as MailRequest;

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
      booking(),
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

/** The paragraphs a mail client shows, as HTML; nothing may sit between them. */
function htmlParagraphs(html: string): string[] {
  const body = /<body[^>]*>(.*)<\/body>/s.exec(html)?.[1] ?? '';
  const paragraphs = [...body.matchAll(/<p[^>]*>(.*?)<\/p>/gs)];
  expect(paragraphs.map(([whole]) => whole).join('')).toBe(body);
  return paragraphs.map(([, inner]) => inner ?? '');
}

const SIGNATURE_TEXT = '\n\nWarm regards,\nThe Xplore Guide team\nhello@ghumakkad.in';
const SIGNATURE_HTML = 'Warm regards,<br>The Xplore Guide team<br>hello@ghumakkad.in';
const FOOTER_HTML = 'Ghumakkad Tours Private Limited · 12 MG Road, Pune 411001, India';

describe('what the reader reads', () => {
  it('a receipt: the payment, then one line each for invoice, date paid, reference and issuer, then how refunds work', () => {
    expect(receipt().text).toBe(
      [
        'We received your payment of €8.25 for Fortnight Plan - 11.99$/2-weeks. Thank you!',
        '',
        'Invoice number: XG-2026-000042',
        'Paid on: 2026-11-24 06:40 UTC',
        'Payment reference: pay_AbCdEfGhIjKlMn',
        'Issued by: Ghumakkad Tours Private Limited, 12 MG Road, Pune 411001, India',
        '',
        'Keep this e-mail as your receipt. Refunds follow our Refund and Cancellation Policy.',
      ].join('\n') + SIGNATURE_TEXT,
    );
  });

  it('a receipt in HTML: a paragraph each, the invoice lines kept on separate lines with the GSTIN last, the signature, the company below', () => {
    expect(htmlParagraphs(receipt('29ABCDE1234F1Z5').html)).toEqual([
      'We received your payment of €8.25 for Fortnight Plan - 11.99$/2-weeks. Thank you!',
      [
        'Invoice number: XG-2026-000042',
        'Paid on: 2026-11-24 06:40 UTC',
        'Payment reference: pay_AbCdEfGhIjKlMn',
        'Issued by: Ghumakkad Tours Private Limited, 12 MG Road, Pune 411001, India',
        'GSTIN: 29ABCDE1234F1Z5',
      ].join('<br>'),
      'Keep this e-mail as your receipt. Refunds follow our Refund and Cancellation Policy.',
      SIGNATURE_HTML,
      FOOTER_HTML,
    ]);
  });

  it('a sign-up code: a welcome, the code and how long it lasts, and what to do if it was not you', () => {
    const mail = renderMail({ to, template: 'signup-otp', data: { otp: '123456', minutes: 10 } }, COMPANY);
    const paragraphs = [
      'Welcome aboard!',
      'Your one-time code is 123456. Enter it in the sign-up window to create your account. It expires in 10 minutes.',
      'If you did not try to sign up, you can ignore this e-mail; no account is created without the code.',
    ];
    expect(mail.text).toBe(paragraphs.join('\n\n') + SIGNATURE_TEXT);
    expect(htmlParagraphs(mail.html)).toEqual([...paragraphs, SIGNATURE_HTML, FOOTER_HTML]);
  });

  it('a booking confirmation: guide and amount, where and when on separate lines, and how to cancel', () => {
    const mail = renderMail(booking(), COMPANY);
    expect(mail.text).toBe(
      [
        'Your booking with Arjun is confirmed and paid ($30.00).',
        'Meeting point: Main gate\nDate: 2026-12-01\nTime: 09:00',
        'You can cancel from My bookings; our Refund and Cancellation Policy says what a cancellation returns.',
      ].join('\n\n') + SIGNATURE_TEXT,
    );
    expect(htmlParagraphs(mail.html)[1]).toBe('Meeting point: Main gate<br>Date: 2026-12-01<br>Time: 09:00');
  });
});

describe('what users typed', () => {
  const typed = `Tom & Jerry's "best" <fort> tour`;

  it('shows & < > " \' as typed in the text part and as escaped characters in the HTML part', () => {
    const mail = renderMail({ to, template: 'review-thanks', data: { rating: 5, opinion: typed } }, COMPANY);
    expect(mail.text).toContain(`You wrote: “Tom & Jerry's "best" <fort> tour”`);
    expect(htmlParagraphs(mail.html)[1]).toBe(
      'You wrote: “Tom &amp; Jerry&#39;s &quot;best&quot; &lt;fort&gt; tour”',
    );
  });

  it('escapes a guide name and meeting point in a booking confirmation the same way', () => {
    const mail = renderMail(
      booking({ guideName: `D'Souza & "Sons"`, location: '<Gate 2> & the "lion" statue' }),
      COMPANY,
    );
    expect(mail.text).toContain(`Your booking with D'Souza & "Sons" is confirmed`);
    expect(mail.text).toContain('Meeting point: <Gate 2> & the "lion" statue');
    const [booked, where] = htmlParagraphs(mail.html);
    expect(booked).toBe(
      'Your booking with D&#39;Souza &amp; &quot;Sons&quot; is confirmed and paid ($30.00).',
    );
    expect(where).toBe(
      'Meeting point: &lt;Gate 2&gt; &amp; the &quot;lion&quot; statue<br>Date: 2026-12-01<br>Time: 09:00',
    );
  });
});

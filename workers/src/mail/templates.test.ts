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

/** Tina's tour with Arjun from Amber Fort's main gate, confirmed for the tourist; `data` changes fields. */
const booking = (data: { guideName?: string; location?: string } = {}): MailRequest => ({
  to,
  template: 'booking-update',
  data: {
    state: 'confirmed',
    negotiated: false,
    role: 'tourist',
    bookingId: 'b-amber-1',
    kind: 'reserved',
    guideName: 'Arjun',
    touristName: 'Tina',
    touristEmail: to,
    place: 'Amber Fort',
    location: 'Main gate',
    date: '2026-12-01',
    time: '09:00',
    numPeople: 2,
    amount: '$30.00',
    ...data,
  },
});

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
      'Your tour of Amber Fort with Arjun is confirmed',
      [
        'Arjun accepted your request: your tour of Amber Fort is confirmed and $30.00 has been charged to your card.',
        'Pick-up place: Main gate',
        'Date: 2026-12-01',
        'Time: 09:00 IST',
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

  it('a booking confirmation: guide and amount, the tour one fact a line, and how to cancel', () => {
    const mail = renderMail(booking(), COMPANY);
    const tour = [
      'Guide: Arjun',
      'Place: Amber Fort',
      'Pick-up place: Main gate',
      'Date: 2026-12-01',
      'Time: 09:00 IST',
      'People: 2',
      'Amount: $30.00',
    ];
    expect(mail.text).toBe(
      [
        'Arjun accepted your request: your tour of Amber Fort is confirmed and $30.00 has been charged to your card.',
        tour.join('\n'),
        'You can cancel from My bookings under Messages in your profile menu; our Refund and Cancellation Policy says what a cancellation returns.',
      ].join('\n\n') + SIGNATURE_TEXT,
    );
    expect(htmlParagraphs(mail.html)[1]).toBe(tour.join('<br>'));
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
    expect(mail.text).toContain(`D'Souza & "Sons" accepted your request`);
    expect(mail.text).toContain('Pick-up place: <Gate 2> & the "lion" statue');
    const [booked, where] = htmlParagraphs(mail.html);
    expect(booked).toBe(
      'D&#39;Souza &amp; &quot;Sons&quot; accepted your request: your tour of Amber Fort is confirmed and $30.00 has been charged to your card.',
    );
    expect(where).toContain(
      'Pick-up place: &lt;Gate 2&gt; &amp; the &quot;lion&quot; statue<br>Date: 2026-12-01',
    );
  });
});

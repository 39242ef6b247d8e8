// @vitest-environment node
import { type CompanyDetails, EXAMPLE_COMPANY, PUBLIC_COUPONS, REFUND_POLICY } from '@app/contracts';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  AboutUsContent,
  ContactContent,
  DisclaimerContent,
  LEGAL_PAGES,
  type LegalContentProps,
  PrivacyContent,
  RefundContent,
  TermsContent,
} from './index';

type Content = ComponentType<LegalContentProps>;

const markup = (Content: Content, company: CompanyDetails = EXAMPLE_COMPANY): string =>
  renderToStaticMarkup(createElement(Content, { company }));

/** Visible text: tags removed, the few entities React escapes decoded, whitespace collapsed. */
const text = (Content: Content, company: CompanyDetails = EXAMPLE_COMPANY): string =>
  markup(Content, company)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const words = (Content: Content): number => text(Content).trim().split(' ').length;

describe('Refund and Cancellation Policy', () => {
  const refund = text(RefundContent);

  it('gives a full refund for cancellation within 24 hours', () => {
    expect(refund).toMatch(/within 24 hours/);
    expect(refund).toMatch(/full refund/i);
    expect(refund).toMatch(/Cancellation within 24 hours of payment: you receive a full refund/);
  });

  it('deducts 20% for an instantly booked guide and for cancellation after 24 hours', () => {
    expect(refund).toMatch(/20%/);
    expect(refund).toMatch(
      /Instantly booked guide: any cancellation by you is refunded with a deduction of 20%/,
    );
    expect(refund).toMatch(/Cancellation after 24 hours: a deduction of 20% of the amount paid/);
  });

  it('gives no refund for an audio-book subscription', () => {
    expect(refund).toMatch(/no refund for an audio-book subscription/i);
  });

  it('gives a full refund when the company cancels', () => {
    expect(refund).toMatch(
      /Cancellation by us or by the guide \(the product side\): you always receive a full refund/,
    );
  });

  it('processes refunds within 7 to 10 business days', () => {
    expect(refund).toMatch(/7 to 10 business days/);
  });

  it('requires disputed charges to be reported within 30 days', () => {
    expect(refund).toMatch(/Disputed charges must be reported to us within 30 days/);
  });

  it('states the payment terms and both public coupons', () => {
    expect(refund).toMatch(/computed in US dollars/);
    expect(refund).toMatch(/converted/);
    expect(refund).toMatch(/Razorpay checkout/);
    expect(refund).toMatch(/smallest unit/);
    for (const [code, percent] of Object.entries(PUBLIC_COUPONS)) {
      expect(refund).toContain(`${code}: ${percent}% off`);
    }
    expect(refund).toMatch(/usage limit/);
  });

  it('takes its numbers from the shared constants', () => {
    expect(REFUND_POLICY).toMatchObject({
      fullRefundWithinHours: 24,
      deductionPercent: 20,
      processingBusinessDays: { min: 7, max: 10 },
      disputeWindowDays: 30,
    });
  });
});

describe('Terms and Conditions', () => {
  const terms = text(TermsContent);

  it('states the age rules', () => {
    expect(terms).toMatch(/at least 18/);
    expect(terms).toMatch(/under 13/);
    expect(terms).toMatch(/parent or guardian/);
  });

  it('is governed by the laws of India with the courts of the registered office', () => {
    expect(terms).toMatch(/laws of India/);
    expect(terms).toContain(`courts at the place of our registered office (${EXAMPLE_COMPANY.address})`);
    expect(terms).toMatch(/Information Technology Act, 2000/);
  });
});

describe('Contact Us', () => {
  it('links the support e-mail and phone', () => {
    const html = markup(ContactContent);
    expect(html).toContain(`href="mailto:${EXAMPLE_COMPANY.email}"`);
    expect(html).toContain(`href="mailto:${EXAMPLE_COMPANY.grievanceEmail}"`);
    expect(html).toMatch(/href="tel:\+\d+"/);
    expect(text(ContactContent)).toContain(EXAMPLE_COMPANY.grievanceOfficer);
  });
});

describe('company details in every legal text', () => {
  const configured: CompanyDetails = {
    name: 'Yatra Audio Tours Private Limited',
    address: '12 Residency Road, Bengaluru 560025, India',
    email: 'help@yatra.example.in',
    phone: '+91 80 4567 8900',
    grievanceOfficer: 'Meera Iyer',
    grievanceEmail: 'grievance@yatra.example.in',
  };
  const texts = [
    TermsContent,
    PrivacyContent,
    DisclaimerContent,
    RefundContent,
    ContactContent,
    AboutUsContent,
  ];

  it('come from the configured company, none from the example or anywhere else', () => {
    for (const Content of texts) {
      const html = markup(Content, configured);
      expect(html).toContain(configured.name);
      expect(html).toContain(`mailto:${configured.email}`);
      for (const example of Object.values(EXAMPLE_COMPANY)) expect(html).not.toContain(example);
      expect(html).not.toMatch(/xploreguide\.in|Prestige Meridian|Ananya/);
    }
    expect(markup(ContactContent, configured)).toContain('href="tel:+918045678900"');
  });
});

describe('legal pages', () => {
  it('lists the five pages with their routes and titles', () => {
    expect(LEGAL_PAGES.map((page) => page.title)).toEqual([
      'Terms and Conditions',
      'Privacy Policy',
      'Disclaimer',
      'Refund and Cancellation Policy',
      'Contact Us',
    ]);
    expect(new Set(LEGAL_PAGES.map((page) => page.path)).size).toBe(5);
    for (const page of LEGAL_PAGES) expect(page.updated).toBe('22 November 2026');
  });

  it('renders real prose without placeholders or a page h1', () => {
    for (const Content of [TermsContent, PrivacyContent, DisclaimerContent, RefundContent, ContactContent]) {
      const html = markup(Content);
      expect(html).not.toMatch(/<h1|lorem ipsum/i);
      expect(html).not.toMatch(/\b(TBD|TODO|undefined|NaN|null)\b|\[object/);
      expect(html).toMatch(/<h2>1\. /);
    }
    expect(markup(AboutUsContent)).not.toMatch(/<h[12]/);
    expect(words(AboutUsContent)).toBeGreaterThanOrEqual(150);
    expect(words(AboutUsContent)).toBeLessThanOrEqual(250);
    expect(text(PrivacyContent)).toMatch(/Digital Personal Data Protection Act, 2023/);
  });
});

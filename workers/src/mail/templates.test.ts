import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.js';

const receipt = (gstin?: string) =>
  renderMail({
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
  });

describe('payment receipt', () => {
  it('carries the invoice number, what was paid for, the reference and the company, and its GSTIN when set', () => {
    const mail = receipt('29ABCDE1234F1Z5');
    expect(mail.subject).toBe('Your Xplore Guide receipt XG-2026-000042');
    for (const part of [
      'We received your payment of €8.25 for Fortnight Plan - 11.99$/2-weeks.',
      'Invoice number: XG-2026-000042',
      'Payment reference: pay_AbCdEfGhIjKlMn',
      'Issued by: Xplore Guide Travels Private Limited',
      'GSTIN: 29ABCDE1234F1Z5',
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part.replace(/'/g, '&#39;'));
    }
    expect(receipt().text).not.toContain('GSTIN');
  });
});

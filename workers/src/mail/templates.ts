/** The e-mails we send: each template renders a subject and plain-text and HTML bodies. */
import { COMPANY, type CompanyDetails, type MailRequest } from '@app/contracts';
import { bookingUpdateWords } from './booking-templates.js';
import { guideVerificationWords } from './guide-templates.js';
import type { MailWords } from './mail-words.js';
import { offerAnsweredWords, offerReceivedWords } from './offer-templates.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const signature = (company: CompanyDetails) =>
  `\n\nWarm regards,\nThe ${COMPANY.brand} team\n${company.email}`;

/** Wraps paragraphs of plain text in a small, mail-client-safe HTML layout. */
function layout(paragraphs: readonly string[], company: CompanyDetails): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16212e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}<p style="margin:24px 0 0;color:#4f5b6a;font-size:13px">${escapeHtml(company.name)} · ${escapeHtml(company.address)}</p></body></html>`;
}

/** Renders `request`, signed by `company` (the operator's COMPANY_* settings). */
export function renderMail(request: MailRequest, company: CompanyDetails): RenderedMail {
  const mail = (subject: string, paragraphs: readonly string[]): RenderedMail => ({
    subject,
    text: paragraphs.join('\n\n') + signature(company),
    html: layout([...paragraphs, signature(company).trim()], company),
  });
  const worded = (words: MailWords) => mail(words.subject, words.paragraphs);
  switch (request.template) {
    case 'signup-otp':
      return mail(`Your ${COMPANY.brand} sign-up code`, [
        'Welcome aboard!',
        `Your one-time code is ${request.data.otp}. Enter it in the sign-up window to create your account. It expires in ${request.data.minutes} minutes.`,
        'If you did not try to sign up, you can ignore this e-mail; no account is created without the code.',
      ]);
    case 'reset-otp':
      return mail(`Your ${COMPANY.brand} password reset code`, [
        `Your one-time code is ${request.data.otp}. Enter it to choose a new password. It expires in ${request.data.minutes} minutes.`,
        'If you did not ask to reset your password, ignore this e-mail; your password stays as it is.',
      ]);
    case 'newsletter-welcome':
      return mail(`You are subscribed to the ${COMPANY.brand} newsletter`, [
        'Thank you for subscribing! We will write when there are new destinations, audio tours and offers on guided trips in India.',
        'You can unsubscribe at any time by replying to this e-mail.',
      ]);
    case 'review-thanks':
      return mail('Thank you for your feedback', [
        `Thank you for rating us ${request.data.rating} out of 5. Every review is read by our team.`,
        `You wrote: “${request.data.opinion}”`,
      ]);
    case 'booking-update':
      return worded(bookingUpdateWords(request.data));
    case 'offer-received':
      return worded(offerReceivedWords(request.data));
    case 'offer-answered':
      return worded(offerAnsweredWords(request.data));
    case 'guide-verification':
      return worded(guideVerificationWords(request.data));
    case 'review-reminder': {
      const { role, otherName, place, date, closesOn } = request.data;
      const about = role === 'tourist' ? `your guide ${otherName}` : `your traveller ${otherName}`;
      return mail(`How was your tour of ${place}?`, [
        `You have not reviewed ${about} for the tour of ${place} on ${date} yet.`,
        `Reviews are published when both of you have written, or when the window closes on ${closesOn}: neither of you reads the other's before writing.`,
        role === 'tourist'
          ? 'Log in and open Messages, then My bookings, to write yours.'
          : 'Log in and open your guide dashboard, then Reviews, to write yours.',
      ]);
    }
    case 'message-waiting': {
      const { fromName, count, preview } = request.data;
      return mail(`${fromName} sent you ${count === 1 ? 'a message' : `${count} messages`}`, [
        `${fromName} wrote to you on ${COMPANY.brand} while you were away:`,
        `“${preview}”`,
        `Log in and open Messages, then Conversations, to read ${count === 1 ? 'it' : 'them'} and answer.`,
      ]);
    }
    case 'payment-receipt': {
      const { data } = request;
      return mail(`Your ${COMPANY.brand} receipt ${data.invoiceNumber}`, [
        `We received your payment of ${data.amount} for ${data.description}. Thank you!`,
        [
          `Invoice number: ${data.invoiceNumber}`,
          `Paid on: ${data.paidAt}`,
          `Payment reference: ${data.paymentId}`,
          `Issued by: ${company.name}, ${company.address}`,
          ...(data.gstin ? [`GSTIN: ${data.gstin}`] : []),
        ].join('\n'),
        'Keep this e-mail as your receipt. Refunds follow our Refund and Cancellation Policy.',
      ]);
    }
  }
}

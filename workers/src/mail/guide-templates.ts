/** The words of the operator's answer to a guide's profile: verified, or not and why. */
import { COMPANY } from '@app/contracts';
import { type DataOf, type MailWords, MESSAGES_PLACE } from './mail-words.js';

export function guideVerificationWords(d: DataOf<'guide-verification'>): MailWords {
  const hello = d.guideName.trim() ? `Dear ${d.guideName.trim()},` : 'Hello,';
  if (d.decision === 'verified')
    return {
      subject: `Your ${COMPANY.brand} guide profile is verified`,
      paragraphs: [
        hello,
        'Your guide profile is verified: travellers see you in the guide list and can book you from now on.',
        `Booking requests and offers reach you ${MESSAGES_PLACE}; please answer each by its deadline.`,
      ],
    };
  return {
    subject: `Your ${COMPANY.brand} guide profile was not verified`,
    paragraphs: [
      hello,
      'We could not verify your guide profile, so travellers do not see you in the guide list.',
      `The reason: ${d.reason}`,
      'You can correct your profile on your guide dashboard and ask for verification again.',
    ],
  };
}

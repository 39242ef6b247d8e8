/** The operator's answer as the guide reads it: verified, or not verified and why. */
import { EXAMPLE_COMPANY, mailRequestedSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.js';

describe('the operator’s answer to a guide', () => {
  const render = (data: object) =>
    renderMail(
      mailRequestedSchema.parse({ to: 'arjun@example.com', template: 'guide-verification', data }),
      EXAMPLE_COMPANY,
    );

  it('tells a verified guide that travellers see them from now on', () => {
    const mail = render({ decision: 'verified', guideName: 'Arjun Mehta' });
    expect(mail.subject).toBe('Your Xplore Guide guide profile is verified');
    expect(mail.text).toContain('travellers see you in the guide list and can book you from now on');
  });

  it('tells a rejected guide the reason', () => {
    const mail = render({
      decision: 'rejected',
      guideName: 'Arjun Mehta',
      reason: 'The licence photo is blurred.',
    });
    expect(mail.subject).toBe('Your Xplore Guide guide profile was not verified');
    expect(mail.text).toContain('The reason: The licence photo is blurred.');
  });
});

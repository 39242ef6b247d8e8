/**
 * About you and your hours (issue 26), under the guide profile form once the guide has a profile:
 * two forms saved apart, so a change of hours never waits on the bio and neither goes through
 * verification again.
 */
import type { GuidePrivateProfile } from '@app/contracts';
import { useId } from 'react';
import { trpc } from '../../../app/trpc';
import { ownAccount } from '../use-guide-data';
import { AboutForm } from './AboutForm';
import { HoursForm } from './HoursForm';
import './about-hours.css';

export interface AboutSectionProps {
  readonly guide: GuidePrivateProfile;
  readonly email: string;
}

export function AboutSection({ guide, email }: AboutSectionProps) {
  const utils = trpc.useUtils();
  const headingId = useId();

  const onSaved = (saved: GuidePrivateProfile) => {
    // The saved profile shows at once; asking again picks up anything else that changed.
    utils.guides.ownProfile.setData(ownAccount(email), saved);
    void utils.guides.ownProfile.invalidate();
  };

  return (
    <section className="about-hours" aria-labelledby={headingId}>
      <header className="about-hours__header">
        <h3 id={headingId} className="about-hours__title">
          About you and your hours
        </h3>
        <p className="guide-muted">What travellers read about you, and when they can book you.</p>
      </header>
      <AboutForm guide={guide} onSaved={onSaved} />
      <HoursForm guide={guide} onSaved={onSaved} />
    </section>
  );
}

/**
 * The signed-in dashboard: the side menu and the chosen section under its heading. Choosing a
 * section moves focus to its heading, so keyboard and screen-reader users continue there.
 */
import type { UserProfile } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../app/auth';
import { isUnauthorized } from '../../app/errors';
import { EarningsSection } from './earnings/EarningsSection';
import { GuideMenu } from './GuideMenu';
import { GUIDE_SECTIONS, type GuideSectionId } from './guide-sections';
import { TourPlansSection } from './plans/TourPlansSection';
import { EditProfileSection } from './profile/EditProfileSection';
import { ReviewsSection } from './reviews/ReviewsSection';
import { useGuideProfile } from './use-guide-data';

export function GuideDashboard({ user }: { user: UserProfile }) {
  const { refresh } = useAuth();
  const [current, setCurrent] = useState<GuideSectionId>('profile');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const section = GUIDE_SECTIONS.find((item) => item.id === current) ?? GUIDE_SECTIONS[0];
  const profile = useGuideProfile(user.email);

  // A session that ended elsewhere (another tab logged out): ask who is signed in again.
  const ended = isUnauthorized(profile.error);
  useEffect(() => {
    if (ended) void refresh();
  }, [ended, refresh]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const choose = (id: GuideSectionId) => {
    if (id === current) return;
    moved.current = true;
    setCurrent(id);
  };

  return (
    <div className="guide-dash container">
      <header className="guide-dash__header">
        <p className="eyebrow">Guide dashboard</p>
        <h1 className="guide-dash__title">Welcome, {user.username}</h1>
      </header>
      <div className="guide-dash__layout">
        <GuideMenu current={current} onChoose={choose} />
        <section className="guide-section" aria-labelledby="guide-section-title">
          <header className="guide-section__header">
            <h2 id="guide-section-title" ref={headingRef} tabIndex={-1} className="guide-section__title">
              {section.label}
            </h2>
            <p className="guide-section__lead">{section.lead}</p>
          </header>
          {current === 'profile' && <EditProfileSection user={user} />}
          {current === 'reviews' && <ReviewsSection user={user} />}
          {current === 'earnings' && <EarningsSection user={user} />}
          {current === 'plans' && <TourPlansSection user={user} onEditProfile={() => choose('profile')} />}
        </section>
      </div>
    </div>
  );
}

/**
 * One guide in the grid (spec §2 popup 4): photo, full name, what the guide says of themselves
 * (languages, years, the start of the bio: issue 26), price in $ and Negotiate. The card is a radio
 * (arrow keys move between guides); Negotiate sits beside it, not inside the label, so the two stay
 * separate controls.
 */

import type { GuidePublicProfile } from '@app/contracts';
import { StarRating } from '../components/reviews/Stars';
import { Avatar } from '../components/ui/Avatar';
import { formatMoney } from '../payments/money';
import { bioExcerpt, languagesLine, newGuideLabel, yearsLine } from './guide-facts';

export interface GuideCardProps {
  readonly guide: GuidePublicProfile;
  readonly group: string;
  readonly chosen: boolean;
  readonly onChoose: () => void;
  readonly onNegotiate: () => void;
}

export function GuideCard({ guide, group, chosen, onChoose, onNegotiate }: GuideCardProps) {
  const name = guide.legalname || `${guide.firstName} ${guide.lastName}`.trim();
  const languages = languagesLine(guide);
  const years = yearsLine(guide);
  const bio = bioExcerpt(guide.bio);
  const newGuide = newGuideLabel(guide);
  return (
    <li className={`guide-card${chosen ? ' guide-card--chosen' : ''}`}>
      <label className="guide-card__pick">
        <input
          className="guide-card__radio"
          type="radio"
          name={group}
          value={guide.emailAddress}
          checked={chosen}
          onChange={onChoose}
        />
        <Avatar name={name} picture={guide.profilePicture} size="xl" className="guide-card__photo" />
        <span className="guide-card__name">{name}</span>
        {languages !== null && <span className="guide-card__fact">{languages}</span>}
        {years !== null && <span className="guide-card__fact">{years}</span>}
        {bio !== '' && <span className="guide-card__bio">{bio}</span>}
        <span className="guide-card__price">
          {formatMoney(guide.price, 'USD')}
          <span className="guide-card__per">per person</span>
        </span>
        {newGuide === null ? (
          <span className="guide-card__rating">
            <StarRating value={guide.averageRating} size="sm" />
            <span className="guide-card__reviews">({guide.reviewCount})</span>
          </span>
        ) : (
          <span className="guide-card__reviews">{newGuide}</span>
        )}
        {chosen && (
          <span className="guide-card__check" aria-hidden="true">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
        )}
      </label>
      <button
        type="button"
        className="btn btn-ghost btn-sm guide-card__negotiate"
        aria-haspopup="dialog"
        aria-label={`Negotiate with ${name}`}
        onClick={onNegotiate}
      >
        Negotiate
      </button>
    </li>
  );
}

/** The guide's card at the top of Edit Profile and Reviews: picture, name, e-mail and status. */
import { VERIFICATION_STATUS, type VerificationStatus } from '@app/contracts';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/ui/Avatar';

export interface GuideIdentityProps {
  readonly name: string;
  readonly email: string;
  readonly picture: string;
  /** 'professional' or 'freelancer'; '' while the user is not a guide yet. */
  readonly status: string;
  readonly verification: VerificationStatus;
  /** More facts beside the name, e.g. the rating and trips. */
  readonly children?: ReactNode;
}

const STATUS_LABEL: Record<string, string> = { professional: 'Professional', freelancer: 'Freelancer' };

const PILL: Record<VerificationStatus, string> = {
  [VERIFICATION_STATUS.notSent]: 'Not sent for verification',
  [VERIFICATION_STATUS.underVerification]: VERIFICATION_STATUS.underVerification,
  [VERIFICATION_STATUS.verified]: VERIFICATION_STATUS.verified,
  [VERIFICATION_STATUS.rejected]: VERIFICATION_STATUS.rejected,
};

const TONE: Record<VerificationStatus, string> = {
  [VERIFICATION_STATUS.notSent]: 'none',
  [VERIFICATION_STATUS.underVerification]: 'pending',
  [VERIFICATION_STATUS.verified]: 'verified',
  [VERIFICATION_STATUS.rejected]: 'rejected',
};

export function GuideIdentity({ name, email, picture, status, verification, children }: GuideIdentityProps) {
  return (
    <div className="guide-identity">
      <Avatar name={name} picture={picture} size="xl" />
      <div className="guide-identity__body">
        <p className="guide-identity__name">{name}</p>
        <p className="guide-identity__email">{email}</p>
        <p className="guide-identity__tags">
          <span className="guide-tag">{STATUS_LABEL[status] ?? 'Not a guide yet'}</span>
          <span className={`guide-tag guide-tag--${TONE[verification]}`}>{PILL[verification]}</span>
        </p>
        {children}
      </div>
    </div>
  );
}

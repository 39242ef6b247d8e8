/**
 * The verification button of Edit Profile (spec §4 Guide verificationStatus): its words come from
 * the status, and whether the form may be sent. 'Under Verification' is grey and disabled; a
 * verified guide unlocks the form first (sending it again starts a new verification); a rejected
 * one sends it again at once.
 */
import { VERIFICATION_STATUS, type VerificationStatus } from '@app/contracts';

export interface VerificationAction {
  readonly label: string;
  /** Whether pressing it sends the form. */
  readonly canSubmit: boolean;
  /** Whether the form's fields may be changed. */
  readonly editable: boolean;
  readonly tone: 'primary' | 'pending' | 'verified';
}

export function verificationAction(status: VerificationStatus, unlocked: boolean): VerificationAction {
  const send: VerificationAction = {
    label: VERIFICATION_STATUS.notSent,
    canSubmit: true,
    editable: true,
    tone: 'primary',
  };
  switch (status) {
    case VERIFICATION_STATUS.underVerification:
      return { label: status, canSubmit: false, editable: false, tone: 'pending' };
    case VERIFICATION_STATUS.verified:
      return unlocked ? send : { label: status, canSubmit: false, editable: false, tone: 'verified' };
    default:
      return send;
  }
}

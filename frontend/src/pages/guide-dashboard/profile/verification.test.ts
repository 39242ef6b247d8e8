import { VERIFICATION_STATUS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { verificationAction } from './verification';

describe('the verification button', () => {
  it("reads 'Send For verification' and sends the form before the first submission", () => {
    expect(verificationAction(VERIFICATION_STATUS.notSent, false)).toEqual({
      label: 'Send For verification',
      canSubmit: true,
      editable: true,
      tone: 'primary',
    });
  });

  it("reads 'Under Verification', grey and disabled, with the form locked, after a submission", () => {
    expect(verificationAction(VERIFICATION_STATUS.underVerification, true)).toEqual({
      label: 'Under Verification',
      canSubmit: false,
      editable: false,
      tone: 'pending',
    });
  });

  it("reads 'Verified' until the guide unlocks the form, then sends it again", () => {
    expect(verificationAction(VERIFICATION_STATUS.verified, false)).toMatchObject({
      label: 'Verified',
      canSubmit: false,
      editable: false,
    });
    expect(verificationAction(VERIFICATION_STATUS.verified, true)).toMatchObject({
      label: 'Send For verification',
      canSubmit: true,
      editable: true,
    });
  });

  it('lets a rejected guide correct the form and send it again', () => {
    expect(verificationAction(VERIFICATION_STATUS.rejected, false)).toMatchObject({
      label: 'Send For verification',
      canSubmit: true,
      editable: true,
    });
  });
});

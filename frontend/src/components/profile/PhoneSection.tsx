/** The phone number: 'Send OTP' texts a code, 'Verify' checks it and saves the number as verified. */
import { checkPhone, MESSAGES, OTP_RULES, PHONE_EXAMPLE, type UserProfile } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { formatSeconds, useCountdown } from '../auth/use-countdown';
import { BusyButton, OtpField, TextField } from '../ui/fields';
import { useProfileCache } from './use-profile-cache';
import { VerifiedBadge } from './VerifiedBadge';

export function PhoneSection({ profile }: { profile: UserProfile }) {
  const { update, failure } = useProfileCache();
  const [phone, setPhone] = useState(profile.phoneNumber);
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [resendIn, startResendTimer] = useCountdown();
  const phoneRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const sendOtp = trpc.profile.sendPhoneOtp.useMutation();
  const verify = trpc.profile.verifyPhone.useMutation();
  const number = phone.trim();
  // Verified when the number shown is the one saved as verified (spec §4).
  const verified = profile.phoneVerified && number === profile.phoneNumber;
  const waiting = sentTo === number && resendIn > 0;

  useEffect(() => {
    if (sentTo !== null) otpRef.current?.focus();
  }, [sentTo]);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (sendOtp.isPending || waiting || verified) return;
    const problem = checkPhone(number);
    setPhoneError(problem);
    if (problem !== null) {
      phoneRef.current?.focus();
      return;
    }
    sendOtp.mutate(
      { userPhoneNumber: number },
      {
        onSuccess: (result) => {
          notify(result.message);
          setOtp('');
          setOtpError(null);
          setSentTo(number);
          startResendTimer(OTP_RULES.resendAfterSeconds);
        },
        onError: (failed) => setPhoneError(failure(failed)),
      },
    );
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || sentTo === null) return;
    if (otp.length !== OTP_RULES.length) {
      setOtpError(MESSAGES.otpIncorrect);
      otpRef.current?.focus();
      return;
    }
    verify.mutate(
      { userPhoneNumber: sentTo, otp },
      {
        onSuccess: (result) => {
          notify(result.message);
          update({ phoneNumber: result.phoneNumber, phoneVerified: true });
          setPhone(result.phoneNumber);
          setSentTo(null);
          setOtp('');
        },
        onError: (failed) => {
          setOtpError(failure(failed));
          otpRef.current?.focus();
        },
      },
    );
  };

  return (
    <div className="profile__phone">
      <form className="profile__form" onSubmit={onSend} noValidate>
        <TextField
          ref={phoneRef}
          label="Phone number"
          type="tel"
          inputMode="tel"
          name="userPhoneNumber"
          autoComplete="tel"
          placeholder={PHONE_EXAMPLE}
          value={phone}
          onChange={(value) => {
            setPhone(value.replace(/[^\d+]/g, ''));
            setPhoneError(null);
          }}
          error={phoneError}
          hint={
            verified
              ? 'Verified. Type a new number to change it.'
              : waiting
                ? `Code sent. You can ask for a new one in ${formatSeconds(resendIn)}.`
                : `With + and the country code, e.g. ${PHONE_EXAMPLE}.`
          }
          badge={verified ? <VerifiedBadge /> : undefined}
          addon={
            verified ? undefined : (
              <BusyButton
                size="sm"
                variant="secondary"
                busy={sendOtp.isPending}
                busyLabel="Sending…"
                disabled={waiting}
              >
                {sentTo === null ? 'Send OTP' : 'Resend OTP'}
              </BusyButton>
            )
          }
        />
      </form>
      {sentTo !== null && (
        <form className="profile__form profile__otp" onSubmit={onVerify} noValidate>
          <OtpField
            ref={otpRef}
            length={OTP_RULES.length}
            label={`Code sent to ${sentTo}`}
            name="otp"
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setOtpError(null);
            }}
            error={otpError}
            addon={
              <BusyButton size="sm" busy={verify.isPending} busyLabel="Verifying…">
                Verify
              </BusyButton>
            }
          />
        </form>
      )}
    </div>
  );
}

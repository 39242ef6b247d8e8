/**
 * The profile editor popup ('Edit Profile', spec §2, §3, §5): picture, username, e-mail (read
 * only), phone with an SMS code, address, audio preference and the latest five transactions. Each
 * part saves on its own and shows the server's message as a toast; rule messages come from
 * @app/contracts and show under their field.
 */
import {
  checkPhone,
  checkPreference,
  MESSAGES,
  OTP_RULES,
  PICTURE_RULES,
  PREFERENCE_OPTIONS,
  TRANSACTIONS_SHOWN,
  type Transaction,
  UI,
  type UserProfile,
} from '@app/contracts';
import { type ChangeEvent, type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorMessage, isUnauthorized, NETWORK_ERROR } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { formatSeconds, useCountdown } from '../auth/use-countdown';
import { Avatar } from '../ui/Avatar';
import { BusyButton, FormAlert, OtpField, TextField } from '../ui/fields';
import { Modal } from '../ui/Modal';
import './profile-dialog.css';

export interface ProfileDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Profile"
      description="Your details, audio preference and recent payments."
      size="lg"
      initialFocus={firstField}
      footer={
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpenChange(false)}>
          Done
        </button>
      }
    >
      {/* Inside the dialog's content: every opening starts from the saved profile. */}
      <ProfileEditor firstField={firstField} />
    </Modal>
  );
}

/** Keeps the session check and the editor's data in step after a save. */
function useProfileCache() {
  const utils = trpc.useUtils();
  const { refresh, openLogin } = useAuth();
  const update = (patch: Partial<UserProfile>) => {
    const apply = (current: UserProfile | null | undefined) =>
      current === null || current === undefined ? current : { ...current, ...patch };
    utils.profile.load.setData(undefined, (current) => apply(current) ?? undefined);
    utils.auth.me.setData(undefined, (current) => apply(current) ?? null);
  };
  /** The session has lapsed (e.g. expired): re-check it and ask for a login. */
  const sessionEnded = () => {
    void refresh();
    openLogin(MESSAGES.pleaseLogInFirst);
  };
  /** The message to show for a failed save. */
  const failure = (error: unknown): string => {
    if (isUnauthorized(error)) sessionEnded();
    return errorMessage(error);
  };
  return { update, failure, sessionEnded };
}

function ProfileEditor({ firstField }: { firstField: RefObject<HTMLInputElement | null> }) {
  const { user } = useAuth();
  const profile = trpc.profile.load.useQuery(undefined, {
    // Shown at once from the session check, then refreshed from the server.
    initialData: user ?? undefined,
    staleTime: 0,
  });
  const data = profile.data ?? user;
  if (data === null || data === undefined) {
    return <p role="status">Loading…</p>;
  }
  return (
    <div className="profile">
      <PictureSection profile={data} />
      <div className="profile__grid">
        <NameSection profile={data} inputRef={firstField} />
        <TextField label="Email" type="email" value={data.email} onChange={() => {}} readOnly />
        <PhoneSection profile={data} />
        <AddressSection profile={data} />
        <PreferenceSection profile={data} />
      </div>
      <TransactionsSection />
    </div>
  );
}

const MAX_MB = PICTURE_RULES.maxBytes / (1024 * 1024);
const ACCEPTED: readonly string[] = PICTURE_RULES.types;

function PictureSection({ profile }: { profile: UserProfile }) {
  const { update, sessionEnded } = useProfileCache();
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (file === null) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen === undefined) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setFile(null);
      setError(MESSAGES.pictureType);
    } else if (chosen.size > PICTURE_RULES.maxBytes) {
      setFile(null);
      setError(MESSAGES.pictureTooLarge);
    } else {
      setError(null);
      setFile(chosen);
    }
  };

  const upload = async () => {
    if (file === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch('/api/userprofilePicture', {
        method: 'POST',
        body,
        credentials: 'include',
      });
      const result = (await response.json().catch(() => ({}))) as {
        message?: string;
        profilePicture?: string;
      };
      if (!response.ok || typeof result.profilePicture !== 'string') {
        if (response.status === 401) sessionEnded();
        setError(result.message ?? MESSAGES.internalError);
        return;
      }
      notify(result.message ?? MESSAGES.pictureSaved);
      update({ profilePicture: result.profilePicture });
      setFile(null);
    } catch {
      setError(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile__picture" aria-label="Profile picture">
      <Avatar name={profile.username} picture={preview ?? profile.profilePicture} size="xl" />
      <div className="profile__picture-body">
        <p className="profile__who">
          <strong className="profile__name">{profile.username}</strong>
          <span className="profile__plan">{profile.subscription}</span>
        </p>
        <div className="profile__picture-actions">
          <input
            id={inputId}
            className="visually-hidden profile__file"
            type="file"
            name="file"
            accept={ACCEPTED.join(',')}
            onChange={onChoose}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? errorId : undefined}
          />
          <label htmlFor={inputId} className="btn btn-ghost btn-sm profile__choose">
            {file === null ? 'Change picture' : 'Choose another'}
          </label>
          {file !== null && (
            <>
              <BusyButton
                type="button"
                size="sm"
                busy={busy}
                busyLabel="Uploading…"
                onClick={() => void upload()}
              >
                Upload
              </BusyButton>
              <button type="button" className="btn btn-sm profile__cancel" onClick={() => setFile(null)}>
                Cancel
              </button>
            </>
          )}
        </div>
        {error !== null ? (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        ) : (
          <p className="field__hint">
            {file === null
              ? `JPEG, PNG or WebP, up to ${MAX_MB} MB.`
              : `Preview of ${file.name}. Upload to save it.`}
          </p>
        )}
      </div>
    </section>
  );
}

function NameSection({
  profile,
  inputRef,
}: {
  profile: UserProfile;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { update, failure } = useProfileCache();
  const [name, setName] = useState(profile.username);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.profile.setFullName.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setError(null);
    save.mutate(
      { userFullName: name.trim() },
      {
        onSuccess: (result) => {
          notify(result.message);
          // An empty name keeps the old one: show what the server kept.
          setName(result.username);
          update({ username: result.username });
        },
        onError: (failed) => setError(failure(failed)),
      },
    );
  };

  return (
    <form className="profile__form" onSubmit={onSubmit} noValidate>
      <TextField
        ref={inputRef}
        label="Username"
        name="userFullName"
        autoComplete="name"
        value={name}
        placeholder={profile.username}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        error={error}
        hint="Leave it empty to keep your current name."
        addon={
          <BusyButton size="sm" variant="secondary" busy={save.isPending} busyLabel="Saving…">
            Save
          </BusyButton>
        }
      />
    </form>
  );
}

function PhoneSection({ profile }: { profile: UserProfile }) {
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
          placeholder="+911234567890"
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
                : 'With + and the country code, e.g. +11234567890.'
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

function VerifiedBadge() {
  return (
    <span className="profile__badge">
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M5 10.5l3 3 7-7" />
      </svg>
      Verified
    </span>
  );
}

function AddressSection({ profile }: { profile: UserProfile }) {
  const { update, failure } = useProfileCache();
  const [address, setAddress] = useState(profile.address);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.profile.setAddress.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setError(null);
    save.mutate(
      { userAddress: address.trim() },
      {
        onSuccess: (result) => {
          notify(result.message);
          setAddress(result.address);
          update({ address: result.address });
        },
        onError: (failed) => setError(failure(failed)),
      },
    );
  };

  return (
    <form className="profile__form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Address"
        name="userAddress"
        autoComplete="street-address"
        placeholder="House, street, city"
        value={address}
        onChange={(value) => {
          setAddress(value);
          setError(null);
        }}
        error={error}
        addon={
          <BusyButton size="sm" variant="secondary" busy={save.isPending} busyLabel="Saving…">
            Save
          </BusyButton>
        }
      />
    </form>
  );
}

const CUSTOM = 'Custom';
const PRESETS: readonly string[] = PREFERENCE_OPTIONS.filter((option) => option !== CUSTOM);

function PreferenceSection({ profile }: { profile: UserProfile }) {
  const { update, failure } = useProfileCache();
  const saved = profile.userpreference;
  const [choice, setChoice] = useState(PRESETS.includes(saved) ? saved : saved === '' ? '' : CUSTOM);
  const [custom, setCustom] = useState(PRESETS.includes(saved) ? '' : saved);
  const [error, setError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const customRef = useRef<HTMLInputElement>(null);
  const selectId = useId();
  const errorId = useId();
  const save = trpc.profile.setPreference.useMutation();
  const isCustom = choice === CUSTOM;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const value = isCustom ? custom : choice;
    const problem = checkPreference(value);
    setError(problem);
    if (problem !== null) {
      (isCustom ? customRef.current : selectRef.current)?.focus();
      return;
    }
    save.mutate(
      { userAudioPreference: value.trim() },
      {
        onSuccess: (result) => {
          notify(result.message);
          update({ userpreference: result.userpreference });
        },
        onError: (failed) => setError(failure(failed)),
      },
    );
  };

  const selectInvalid = error !== null && !isCustom;
  return (
    <form className="profile__form profile__preference" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          Audio preference
        </label>
        <div className="field__control field__control--addon">
          <select
            ref={selectRef}
            id={selectId}
            className="field__input"
            name="userAudioPreference"
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setError(null);
              if (event.target.value === CUSTOM)
                window.requestAnimationFrame(() => customRef.current?.focus());
            }}
            aria-invalid={selectInvalid}
            aria-describedby={selectInvalid ? errorId : undefined}
          >
            <option value="">{UI.selectPlaceholder}</option>
            {PREFERENCE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {!isCustom && (
            <BusyButton size="sm" variant="secondary" busy={save.isPending} busyLabel="Saving…">
              Save
            </BusyButton>
          )}
        </div>
        {selectInvalid && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
        {!isCustom && <p className="field__hint">How the audio guide tells the story of each place.</p>}
      </div>
      {isCustom && (
        <TextField
          ref={customRef}
          label="Your own preference"
          name="customPreference"
          placeholder="e.g. Food lover"
          value={custom}
          onChange={(value) => {
            setCustom(value);
            setError(null);
          }}
          error={isCustom ? error : null}
          addon={
            <BusyButton size="sm" variant="secondary" busy={save.isPending} busyLabel="Saving…">
              Save
            </BusyButton>
          }
        />
      )}
    </form>
  );
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME_FORMAT.format(date);
}

function TransactionsSection() {
  const transactions = trpc.profile.transactions.useQuery(undefined, { staleTime: 0 });
  const headingId = useId();
  const rows: Transaction[] = (transactions.data ?? []).slice(0, TRANSACTIONS_SHOWN);
  return (
    <section className="profile__transactions" aria-labelledby={headingId}>
      <h3 id={headingId} className="profile__section-title">
        Latest transactions
      </h3>
      <div className="profile__table-wrap">
        <table className="profile__table">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {transactions.isPending ? (
              <tr>
                <td colSpan={3} className="profile__table-empty" role="status">
                  Loading…
                </td>
              </tr>
            ) : transactions.isError ? (
              <tr>
                <td colSpan={3} className="profile__table-empty">
                  <FormAlert message={errorMessage(transactions.error)} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="profile__table-empty">
                  {MESSAGES.noResults}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={`${row.time}-${row.description}`}>
                  <td>{row.description}</td>
                  <td className="profile__amount">{row.amount}</td>
                  <td>
                    <time dateTime={row.time}>{formatTime(row.time)}</time>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

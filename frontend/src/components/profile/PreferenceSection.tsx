/** The audio preference (spec §9 options): a preset, or 'Custom' with typed text; never empty. */
import { checkPreference, PREFERENCE_OPTIONS, UI, type UserProfile } from '@app/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton, TextField } from '../ui/fields';
import { useProfileCache } from './use-profile-cache';

const CUSTOM = 'Custom';
const PRESETS: readonly string[] = PREFERENCE_OPTIONS.filter((option) => option !== CUSTOM);

export function PreferenceSection({ profile }: { profile: UserProfile }) {
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

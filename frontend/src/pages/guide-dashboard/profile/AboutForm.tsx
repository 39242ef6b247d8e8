/**
 * About you (issue 26): the bio travellers read on the guide's card, the languages they guide in
 * and their years of experience, saved with `guides.setAbout`. Checked here first by the same
 * rules, so a mistake is pointed at before a round trip.
 */
import {
  GUIDE_ABOUT_RULES,
  GUIDE_LANGUAGES,
  type GuideLanguage,
  type GuidePrivateProfile,
} from '@app/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../../../app/auth';
import { errorMessage, isUnauthorized } from '../../../app/errors';
import { notify } from '../../../app/notify';
import { trpc } from '../../../app/trpc';
import { InputField } from '../../../components/guides/FormControls';
import { BusyButton, FieldMessages, FormAlert, TextAreaField } from '../../../components/ui/fields';
import { type AboutProblem, aboutFromProfile, checkAbout, toAboutInput, toggleLanguage } from './about-form';

export interface AboutFormProps {
  readonly guide: GuidePrivateProfile;
  /** Called with the profile the server saved. */
  readonly onSaved: (profile: GuidePrivateProfile) => void;
}

export function AboutForm({ guide, onSaved }: AboutFormProps) {
  const { refresh } = useAuth();
  const [state, setState] = useState(() => aboutFromProfile(guide));
  const [problem, setProblem] = useState<AboutProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync: saveAbout, isPending: busy } = trpc.guides.setAbout.useMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const languagesId = useId();

  // The field a failed check is about takes focus; its message is read with it.
  useEffect(() => {
    if (problem === null) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problem]);

  const edit = (next: Partial<typeof state>) => {
    setState((current) => ({ ...current, ...next }));
    setProblem(null);
  };
  const errorOf = (field: AboutProblem['field']) => (problem?.field === field ? problem.message : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkAbout(state);
    setProblem(found);
    setFailure(null);
    if (found !== null) return;
    try {
      const saved = await saveAbout(toAboutInput(state));
      setState(aboutFromProfile(saved));
      notify('Your bio and languages are saved.');
      onSaved(saved);
    } catch (error) {
      if (isUnauthorized(error)) void refresh();
      setFailure(errorMessage(error));
    }
  };

  const languagesError = errorOf('languages');
  return (
    <form ref={formRef} className="guide-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="guide-form__group">
        <legend className="guide-form__legend">Your bio and languages</legend>
        <div className="guide-form__grid">
          <TextAreaField
            className="guide-form__wide"
            label="Bio"
            name="bio"
            rows={5}
            maxLength={GUIDE_ABOUT_RULES.bioMax}
            value={state.bio}
            onChange={(bio) => edit({ bio })}
            error={errorOf('bio')}
            hint={
              <>
                Travellers read the start of it on your card.{' '}
                <span className="about-count">
                  {state.bio.length} of {GUIDE_ABOUT_RULES.bioMax} characters
                </span>
              </>
            }
          />
          <fieldset
            className="guide-form__wide about-languages"
            aria-describedby={
              languagesError === null ? `${languagesId}-hint` : `${languagesId}-error ${languagesId}-hint`
            }
          >
            <legend className="field__label">Languages you guide in</legend>
            <div className="about-languages__options">
              {GUIDE_LANGUAGES.map((language: GuideLanguage) => (
                <label key={language} className="about-check">
                  <input
                    type="checkbox"
                    name="languages"
                    value={language}
                    checked={state.languages.includes(language)}
                    onChange={(event) =>
                      edit({ languages: toggleLanguage(state.languages, language, event.target.checked) })
                    }
                    aria-invalid={languagesError !== null}
                  />
                  {language}
                </label>
              ))}
            </div>
            <FieldMessages
              errorId={`${languagesId}-error`}
              error={languagesError}
              hintId={`${languagesId}-hint`}
              hint={`Choose up to ${GUIDE_ABOUT_RULES.languagesMax}; ${state.languages.length} chosen.`}
            />
          </fieldset>
          <InputField
            type="number"
            label="Years of experience"
            name="yearsOfExperience"
            min="0"
            max={String(GUIDE_ABOUT_RULES.yearsMax)}
            step="1"
            value={state.years}
            onChange={(years) => edit({ years })}
            error={errorOf('years')}
            hint="Leave it empty if you would rather not say."
          />
        </div>
      </fieldset>
      <FormAlert message={failure} />
      <div className="guide-form__actions">
        <BusyButton busy={busy} busyLabel="Saving…">
          Save about you
        </BusyButton>
      </div>
    </form>
  );
}

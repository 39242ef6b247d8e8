/**
 * The form to become a guide, or to change the guide profile (spec §5): checked here with the same
 * function the server runs, so the messages agree; sent as FormData to `guides.submitProfile`.
 * The verification button under it reads the verification status (spec §4).
 */
import { type GuideTextField, MESSAGES, type VerificationStatus } from '@app/contracts';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../app/auth';
import { errorMessage, isUnauthorized } from '../../../app/errors';
import { notify } from '../../../app/notify';
import { trpc } from '../../../app/trpc';
import { FormAlert } from '../../../components/ui/fields';
import { FileFields } from './FileFields';
import { PersonalFields } from './PersonalFields';
import {
  checkGuideForm,
  documentNameOf,
  type GuideFormKey,
  type GuideFormState,
  invalidKeys,
  toGuideFormData,
} from './profile-form';
import { useSavedPicture } from './use-saved-picture';
import { VerificationButton } from './VerificationButton';
import { verificationAction } from './verification';
import { WorkFields } from './WorkFields';
import './guide-form.css';

export interface GuideProfileFormProps {
  readonly initial: GuideFormState;
  readonly status: VerificationStatus;
  readonly name: string;
  readonly savedPicture: string;
  readonly savedDocumentName: string;
  readonly onSubmitted: (status: VerificationStatus) => void;
}

const NONE: ReadonlySet<GuideFormKey> = new Set();

export function GuideProfileForm(props: GuideProfileFormProps) {
  const { initial, status, onSubmitted } = props;
  const { refresh } = useAuth();
  const [state, setState] = useState(initial);
  const [unlocked, setUnlocked] = useState(false);
  const [problem, setProblem] = useState<{ text: string; rule: string } | null>(null);
  const [invalid, setInvalid] = useState(NONE);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: sendProfile } = trpc.guides.submitProfile.useMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const action = verificationAction(status, unlocked);

  /** The saved picture once fetched: what Cancel goes back to. */
  const savedFile = useRef<File | null>(null);
  const keepPicture = useCallback((file: File) => {
    savedFile.current = file;
    setState((current) => (current.picture === null ? { ...current, picture: file } : current));
  }, []);
  useSavedPicture(props.savedPicture, keepPicture);

  // After a failed check the first field it is about takes focus; the alert is announced either way.
  useEffect(() => {
    if (problem === null) return;
    const form = formRef.current;
    form?.querySelector<HTMLElement>(':is(input, select, textarea)[aria-invalid="true"]')?.focus();
  }, [problem]);

  const clear = (key: GuideFormKey) => {
    if (!invalid.has(key)) return;
    const next = new Set(invalid);
    next.delete(key);
    setInvalid(next);
  };

  const setField = (name: GuideTextField, value: string) => {
    setState((current) => ({ ...current, fields: { ...current.fields, [name]: value } }));
    clear(name);
  };

  const fail = (rule: string, text: string) => {
    setProblem({ rule, text });
    setInvalid(invalidKeys(rule, state));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action.canSubmit || busy) return;
    const rule = checkGuideForm(state, new Date());
    if (rule !== null) {
      fail(rule, rule);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await sendProfile(toGuideFormData(state));
      notify(answer.message);
      setUnlocked(false);
      setInvalid(NONE);
      onSubmitted(answer.verificationStatus);
    } catch (error) {
      if (isUnauthorized(error)) void refresh();
      const message = errorMessage(error);
      // Spec §8: a failed profile submission reads 'Error:' followed by the failure.
      fail(message, `Error: ${message}`);
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (key: GuideFormKey): string | null => {
    if (problem === null || !invalid.has(key)) return null;
    return problem.rule === MESSAGES.guideFieldsRequired ? 'This field is required.' : problem.rule;
  };
  const groupProps = { fields: state.fields, onChange: setField, errorOf };

  return (
    <form ref={formRef} className="guide-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="guide-form__fields" disabled={!action.editable || busy}>
        <legend className="visually-hidden">Guide profile</legend>
        <PersonalFields {...groupProps} />
        <WorkFields {...groupProps} />
        <FileFields
          {...groupProps}
          picture={state.picture}
          document={state.document}
          name={props.name}
          savedPicture={props.savedPicture}
          savedDocumentName={props.savedDocumentName}
          onPicture={(picture) => {
            setState((current) => ({ ...current, picture }));
            clear('picture');
          }}
          onDocument={(document) => {
            setState((current) => ({
              ...current,
              document,
              fields: {
                ...current.fields,
                officialDocumentName: current.fields.officialDocumentName || documentNameOf(document.name),
              },
            }));
            clear('document');
          }}
        />
      </fieldset>
      {problem !== null && <FormAlert message={problem.text} />}
      <div className="guide-form__actions">
        {action.tone === 'verified' && (
          <button type="button" className="btn btn-ghost" onClick={() => setUnlocked(true)}>
            Change details
          </button>
        )}
        {unlocked && (
          <button
            type="button"
            className="btn guide-form__cancel"
            onClick={() => {
              setUnlocked(false);
              setState({ ...initial, picture: savedFile.current });
              setProblem(null);
              setInvalid(NONE);
            }}
          >
            Cancel
          </button>
        )}
        <VerificationButton action={action} busy={busy} />
      </div>
    </form>
  );
}

/**
 * The profile picture (any image, spec §5) and the official document (a PDF, required for a
 * professional) with its name. Native file inputs, visually hidden behind a button-like label,
 * so keyboard and screen readers use the real control.
 */
import { GUIDE_RULES, PICTURE_RULES } from '@app/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { FieldMessages, TextField } from '../../../components/ui/fields';
import type { FieldGroupProps } from './field-props';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** A preview address for a chosen file, released when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

const chosenFile = (event: ChangeEvent<HTMLInputElement>) => event.target.files?.[0] ?? null;

export interface FileFieldsProps extends FieldGroupProps {
  readonly picture: File | null;
  readonly document: File | null;
  /** The name shown beside the picture (initials when there is no picture yet). */
  readonly name: string;
  /** The saved picture (a name under /uploads/), shown until another is chosen; '' when none. */
  readonly savedPicture: string;
  /** The saved document's name, when the guide sent one before; '' when none. */
  readonly savedDocumentName: string;
  readonly onPicture: (file: File) => void;
  readonly onDocument: (file: File) => void;
}

export function FileFields(props: FileFieldsProps) {
  const { fields, onChange, errorOf, picture, document, name, savedPicture, savedDocumentName } = props;
  const pictureId = useId();
  const documentId = useId();
  const preview = useObjectUrl(picture);
  const pictureError = errorOf('picture');
  const documentError = errorOf('document');
  return (
    <fieldset className="guide-form__group">
      <legend className="guide-form__legend">Photo and documents</legend>
      <div className="guide-form__grid">
        <div className="guide-file">
          <Avatar name={name} picture={preview ?? savedPicture} size="xl" />
          <div className="guide-file__body">
            <input
              id={pictureId}
              className="visually-hidden guide-file__input"
              type="file"
              name="profilePicture"
              accept="image/*"
              onChange={(event) => {
                const file = chosenFile(event);
                if (file !== null) props.onPicture(file);
              }}
              aria-invalid={pictureError !== null}
              aria-describedby={`${pictureId}-hint${pictureError !== null ? ` ${pictureId}-error` : ''}`}
            />
            <span className="field__label">Profile picture</span>
            <label htmlFor={pictureId} className="btn btn-ghost btn-sm guide-file__choose">
              {picture === null ? 'Choose picture' : 'Choose another picture'}
            </label>
            <FieldMessages
              errorId={`${pictureId}-error`}
              error={pictureError}
              hintId={`${pictureId}-hint`}
              hint={`A clear photo of your face, up to ${megabytes(PICTURE_RULES.maxBytes)}.`}
            />
          </div>
        </div>
        <div className="guide-file guide-file--document">
          <svg className="guide-file__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
            <path d="M14 3v6h6M8 13h8M8 17h5" />
          </svg>
          <div className="guide-file__body">
            <input
              id={documentId}
              className="visually-hidden guide-file__input"
              type="file"
              name="officialDocument"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                const file = chosenFile(event);
                if (file !== null) props.onDocument(file);
              }}
              aria-invalid={documentError !== null}
              aria-describedby={`${documentId}-hint${documentError !== null ? ` ${documentId}-error` : ''}`}
            />
            <span className="field__label">Official document</span>
            <label htmlFor={documentId} className="btn btn-ghost btn-sm guide-file__choose">
              {document === null ? 'Choose PDF' : 'Choose another PDF'}
            </label>
            <FieldMessages
              errorId={`${documentId}-error`}
              error={documentError}
              hintId={`${documentId}-hint`}
              hint={
                document !== null
                  ? `Attached: ${document.name}`
                  : savedDocumentName !== ''
                    ? `On file: ${savedDocumentName}. Attach it again to send your profile.`
                    : `Required for professionals: a PDF up to ${megabytes(GUIDE_RULES.documentMaxBytes)}.`
              }
            />
          </div>
        </div>
        <TextField
          className="guide-form__wide"
          label="Document name (optional)"
          name="officialDocumentName"
          maxLength={GUIDE_RULES.documentNameMax}
          placeholder="e.g. Regional tourist guide licence"
          value={fields.officialDocumentName}
          onChange={(value) => onChange('officialDocumentName', value)}
          error={errorOf('officialDocumentName')}
        />
      </div>
    </fieldset>
  );
}

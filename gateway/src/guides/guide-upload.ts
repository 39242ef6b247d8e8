/**
 * Reads the guide form (spec §7 `POST /api/your-api-endpoint`, tRPC `guides.submitProfile`): its
 * text fields and the files `profilePicture` and `officialDocument`, from the FormData either edge
 * received. A missing text field reads as empty, so the spec's rules (not the parser) say what is
 * missing.
 */
import { GUIDE_TEXT_FIELDS, type GuideFormFields } from '@app/contracts';

export interface GuideUpload {
  fields: GuideFormFields;
  picture: Uint8Array | null;
  document: { bytes: Uint8Array; fileName: string } | null;
}

type Entry = ReturnType<FormData['get']> | undefined;

/** A part that is a file with content; an empty file input or a text value counts as none. */
const fileOf = (value: Entry): File | null => (value instanceof File && value.size > 0 ? value : null);

/** A name sent twice counts once, by its last value (as the REST edge always read it). */
const lastOf = (form: FormData, name: string): Entry => form.getAll(name).at(-1);

export async function readGuideUpload(form: FormData): Promise<GuideUpload> {
  const fields = Object.fromEntries(
    GUIDE_TEXT_FIELDS.map((name) => {
      const value = lastOf(form, name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as GuideFormFields;
  const picture = fileOf(lastOf(form, 'profilePicture'));
  const document = fileOf(lastOf(form, 'officialDocument'));
  return {
    fields,
    picture: picture ? new Uint8Array(await picture.arrayBuffer()) : null,
    document: document
      ? { bytes: new Uint8Array(await document.arrayBuffer()), fileName: document.name }
      : null,
  };
}

/**
 * A guide's official document: a PDF by its bytes, of at most 5 MB (to the byte), labelled as the
 * spec's legalDocument, and served to its own guide only when there is one.
 */
import { GUIDE_RULES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { AppError } from '../core/errors.js';
import { checkDocument, documentLabel } from './guide-documents.js';
import { PDF, submittedGuide } from './guide-fixtures.js';
import type { GuideDoc } from './guide-store.js';

const startProduct = useProduct();

/** A PDF padded to `size` bytes: what counts is its first bytes. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PDF.subarray(0, Math.min(PDF.length, size)));
  return bytes;
}

const refusal = (bytes: Uint8Array) =>
  checkDocument(bytes).then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { status: error.status, code: error.appCode } : error),
  );

describe('a guide’s official document', () => {
  it('takes a PDF of up to 5 MB to the byte, and refuses an empty one, a larger one, or text', async () => {
    const notAPdf = { status: 400, code: 'GUIDE_DOCUMENT' };
    expect(await refusal(pdfOf(GUIDE_RULES.documentMaxBytes))).toBeNull();
    expect(await refusal(pdfOf(GUIDE_RULES.documentMaxBytes + 1))).toEqual(notAPdf);
    expect(await refusal(new Uint8Array(0))).toEqual(notAPdf);
    expect(await refusal(new TextEncoder().encode('just some words, no PDF'))).toEqual(notAPdf);
  });

  it('is labelled `<stored name>_<given name>`, document.pdf when none was given, and nothing without one', () => {
    const guide = (fields: Partial<GuideDoc>) =>
      ({ officialDocument: '', officialDocumentName: '', ...fields }) as GuideDoc;
    expect(documentLabel(guide({ officialDocument: 'abc', officialDocumentName: 'Licence' }))).toBe(
      'abc_Licence',
    );
    expect(documentLabel(guide({ officialDocument: 'abc' }))).toBe('abc_document.pdf');
    expect(documentLabel(guide({ officialDocumentName: 'Licence' }))).toBe('');
  });

  it('answers 404 to its own guide when none was sent, and to a user who is no guide', async () => {
    const h = await startProduct();
    const asha = await submittedGuide(h, 'asha@example.com');
    const tina = await loggedIn(h, 'tina@example.com');
    for (const [email, cookie] of [
      ['asha@example.com', asha],
      ['tina@example.com', tina],
    ] as const)
      expect((await h.app.request(`/api/guides/${email}/document`, { headers: { cookie } })).status).toBe(
        404,
      );
  });
});

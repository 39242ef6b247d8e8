/**
 * What a guide profile keeps of its files: the document as a PDF blob, a document name only with a
 * document, and, when a new profile replaces one, the old files gone (a file that cannot be deleted
 * is told to the operator, and the profile is sent all the same). A guide still under verification
 * is answered so before their files are looked at.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { get } from '../../test/http.js';
import { guideFields, PDF, PNG, submitGuideForm, submittedGuide } from './guide-fixtures.js';
import { rejectGuide } from './verification.js';

const startProduct = useProduct();
const ASHA = 'asha@example.com';

describe('a guide profile’s files', () => {
  it('keeps the document as a PDF blob', async () => {
    const h = await startProduct();
    await submittedGuide(h, ASHA, { status: 'professional' }, { document: PDF });
    const guide = await h.platform.store.collection('guides').findOne({ email: ASHA });
    expect(await h.deps.blobs.stat(`guide-documents/${String(guide?.officialDocument)}.pdf`)).toEqual({
      size: PDF.length,
      contentType: 'application/pdf',
    });
  });

  it('keeps no document name when no document was sent, whatever name was typed', async () => {
    const h = await startProduct();
    const cookie = await submittedGuide(h, ASHA, { officialDocumentName: 'Guide licence' });
    expect((await get(h, `/api/guides/${ASHA}`, cookie)).body).toMatchObject({
      officialDocumentName: '',
      officialDocument: '',
    });
  });

  it('sends the new profile when the replaced picture cannot be deleted, and tells the operator', async () => {
    const h = await startProduct();
    const cookie = await submittedGuide(h, ASHA);
    await rejectGuide(h.platform.store, { email: ASHA, reason: 'The photo is blurred.' });
    const old = String(
      (await h.platform.store.collection('guides').findOne({ email: ASHA }))?.profilePicture,
    );
    // A directory where the picture was: the blob store refuses to delete it.
    const file = join(h.dataDir, 'blobs', 'uploads', old);
    await rm(file);
    await mkdir(file);

    const again = await submitGuideForm(h, cookie, guideFields(ASHA, { guidePrice: '22' }));
    expect(again.status).toBe(200);
    expect(h.logs.filter((line) => line.msg === 'guide files not deleted')).toEqual([
      expect.objectContaining({
        level: 40,
        files: { picture: old, document: '' },
        err: expect.objectContaining({ message: expect.stringMatching(/directory/i) }),
      }),
    ]);
  });

  it('answers a guide under verification 409 before looking at the picture sent', async () => {
    const h = await startProduct();
    const cookie = await submittedGuide(h, ASHA);
    // A picture that is none would be refused with 415 had it been read.
    const fake = Buffer.concat([Buffer.from('not a picture'), PNG.subarray(0, 4)]);
    expect(await submitGuideForm(h, cookie, guideFields(ASHA), { picture: fake })).toEqual({
      status: 409,
      body: { message: 'Your profile is already being verified.', code: 'GUIDE_UNDER_VERIFICATION' },
    });
  });
});

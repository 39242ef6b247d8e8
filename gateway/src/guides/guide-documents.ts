/**
 * The official document a guide attaches (spec §3): a PDF by its bytes, not its name
 * (DECISIONS 8), at most 5 MB, kept under a generated name in a private prefix of blobs — not
 * under uploads/, which anyone may read — and served to its own guide only.
 */
import { GUIDE_RULES, MESSAGES } from '@app/contracts';
import type { Blobs } from '@app/infra';
import { fileTypeFromBuffer } from 'file-type';
import { type Actor, requireSelf } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import type { GuideDoc } from './guide-store.js';
import { guideOfUser } from './guides.js';

const PREFIX = 'guide-documents';
const documentKey = (name: string) => `${PREFIX}/${name}.pdf`;

const notAPdf = () => new AppError('BAD_REQUEST', MESSAGES.guideDocumentType, 'GUIDE_DOCUMENT');

/** Refuses anything but a PDF of at most 5 MB, whatever its name or declared type says. */
export async function checkDocument(bytes: Uint8Array): Promise<void> {
  if (bytes.length === 0 || bytes.length > GUIDE_RULES.documentMaxBytes) throw notAPdf();
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'application/pdf') throw notAPdf();
}

/** Stores a checked document under a new name; returns the name. */
export async function storeDocument(blobs: Blobs, bytes: Uint8Array): Promise<string> {
  const name = crypto.randomUUID();
  await blobs.put(documentKey(name), Buffer.from(bytes), { contentType: 'application/pdf' });
  return name;
}

export function deleteDocument(blobs: Blobs, name: string): Promise<void> {
  return blobs.delete(documentKey(name));
}

/** Spec §3 legalDocument: `<stored name>_<name given>`, or '' when no document was sent. */
export function documentLabel(guide: GuideDoc): string {
  if (!guide.officialDocument) return '';
  return `${guide.officialDocument}_${guide.officialDocumentName || 'document.pdf'}`;
}

/**
 * `GET /api/guides/{email}/document`: the blob key of the caller's own document. Another user's
 * e-mail is refused (403) before anything about that user is looked up.
 */
export async function ownDocumentKey(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  email: string,
): Promise<string> {
  const user = requireSelf(actor, email);
  const guide = await guideOfUser(deps.store, user._id);
  if (!guide?.officialDocument) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return documentKey(guide.officialDocument);
}

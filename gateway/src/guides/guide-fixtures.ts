/** For the guide tests: a valid guide form, real files, and sending the form as the browser does. */
import type { GuideFormFields } from '@app/contracts';
import type { Harness } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small but well-formed PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The start of a JPEG (a JFIF header): what a "PDF" that is really a photo begins with. */
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

export function guideFields(email: string, overrides: Partial<GuideFormFields> = {}): GuideFormFields {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    dob: '1990-05-20',
    countryCode: '+91',
    phoneNumber: '9876543210',
    address: '12 Fatehabad Road, Agra',
    guideCity: 'Uttar Pradesh',
    guidePlaces: 'Taj Mahal, Agra Fort',
    guidePrice: '15',
    verificationStatus: 'Send For verification',
    status: 'freelancer',
    emailAddress: email,
    officialDocumentName: '',
    ...overrides,
  };
}

export interface GuideFiles {
  picture?: Uint8Array | null;
  document?: Uint8Array | null;
  /** The document's file name as the browser sends it (licence.pdf unless told). */
  documentName?: string;
}

/** The guide form as the browser builds it, the picture a PNG unless told otherwise. */
export function guideFormData(fields: Partial<GuideFormFields>, files: GuideFiles = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const picture = files.picture === undefined ? PNG : files.picture;
  if (picture) form.set('profilePicture', new File([picture], 'me.png', { type: 'image/png' }));
  if (files.document)
    form.set(
      'officialDocument',
      new File([files.document], files.documentName ?? 'licence.pdf', { type: 'application/pdf' }),
    );
  return form;
}

/** Posts the guide form as multipart to the REST route. */
export async function submitGuideForm(
  h: Harness,
  cookie: string | undefined,
  fields: Partial<GuideFormFields>,
  files: GuideFiles = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await h.app.request('/api/your-api-endpoint', {
    method: 'POST',
    body: guideFormData(fields, files),
    headers: cookie ? { cookie } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Signs up a user and submits a valid guide profile for them; returns their session cookie. */
export async function submittedGuide(
  h: Harness,
  email: string,
  overrides: Partial<GuideFormFields> = {},
  files: GuideFiles = {},
): Promise<string> {
  const cookie = await loggedIn(h, email);
  const res = await submitGuideForm(h, cookie, guideFields(email, overrides), files);
  if (res.status !== 200) throw new Error(`guide profile not sent: ${JSON.stringify(res.body)}`);
  return cookie;
}

/** A tour plan as the dashboard's form sends it. */
export const tourPlan = (extra: object = {}) => ({
  startCity: 'Agra',
  place: 'Taj Mahal',
  price: 45,
  startDate: '2027-03-01T03:30:00.000Z',
  endDate: '2027-03-01T11:30:00.000Z',
  ...extra,
});

/** A PUT or DELETE with the session's cookie (and a JSON body when given), answered as JSON. */
export async function sendAs(
  h: Harness,
  method: 'PUT' | 'DELETE',
  path: string,
  cookie: string,
  body?: object,
) {
  const res = await h.app.request(path, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

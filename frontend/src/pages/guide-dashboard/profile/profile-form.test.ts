import {
  GUIDE_TEXT_FIELDS,
  type GuidePrivateProfile,
  MESSAGES,
  PICTURE_RULES,
  VERIFICATION_STATUS,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkGuideForm,
  documentNameOf,
  emptyGuideForm,
  type GuideFormState,
  guideFormFromProfile,
  invalidKeys,
  phoneDigits,
  toGuideFormData,
} from './profile-form';

const NOW = new Date('2026-03-01T00:00:00Z');
const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const pdf = new File(['%PDF-1.7'], 'Licence 2025.pdf', { type: 'application/pdf' });

/** A form that passes every rule, to break one rule at a time. */
function validForm(): GuideFormState {
  const empty = emptyGuideForm('asha@example.com');
  return {
    fields: {
      ...empty.fields,
      firstName: 'Asha',
      dob: '1990-05-17',
      phoneNumber: '9876543210',
      address: '12 Fort Road, Jaipur',
      guideCity: 'Rajasthan',
      guidePlaces: 'Amber Fort, Hawa Mahal',
      guidePrice: '25',
      status: 'freelancer',
    },
    picture,
    document: null,
  };
}

const profile: GuidePrivateProfile = {
  emailAddress: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Rao',
  profilePicture: 'p_1.webp',
  guideCity: 'Rajasthan',
  guidePlaces: 'Amber Fort',
  places: ['Amber Fort'],
  guidePrice: 25.5,
  price: 25.5,
  legalname: 'Asha Rao',
  status: 'professional',
  verificationStatus: VERIFICATION_STATUS.rejected,
  averageRating: 0,
  reviewCount: 0,
  dob: '1990-05-17',
  countryCode: '+33',
  phoneNumber: '9876543210',
  address: '12 Fort Road',
  officialDocumentName: 'Licence',
  officialDocument: 'abc_Licence.pdf',
  bio: '',
  languages: [],
  yearsOfExperience: null,
  availability: null,
};

describe('the guide profile form', () => {
  it('starts empty with +91, the signed-in e-mail and "Send For verification"', () => {
    const { fields, picture: chosen, document } = emptyGuideForm('asha@example.com');
    expect(Object.keys(fields).sort()).toEqual([...GUIDE_TEXT_FIELDS].sort());
    expect(fields).toMatchObject({
      countryCode: '+91',
      emailAddress: 'asha@example.com',
      verificationStatus: 'Send For verification',
      firstName: '',
      status: '',
    });
    expect([chosen, document]).toEqual([null, null]);
  });

  it("is prefilled from the guide's own profile, the price as text and an unknown code as +91", () => {
    const { fields } = guideFormFromProfile(profile, 'asha@example.com');
    expect(fields).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      dob: '1990-05-17',
      countryCode: '+91',
      phoneNumber: '9876543210',
      address: '12 Fort Road',
      guideCity: 'Rajasthan',
      guidePlaces: 'Amber Fort',
      guidePrice: '25.5',
      verificationStatus: 'Rejected',
      status: 'professional',
      emailAddress: 'asha@example.com',
      officialDocumentName: 'Licence',
    });
    expect(guideFormFromProfile({ ...profile, countryCode: '+977' }, 'a@b.co').fields.countryCode).toBe(
      '+977',
    );
  });
});

describe('checkGuideForm', () => {
  it('accepts a complete freelancer profile without a document', () => {
    expect(checkGuideForm(validForm(), NOW)).toBeNull();
  });

  it('says missing fields before a missing picture (spec §5 order)', () => {
    const form = validForm();
    const noPicture = { ...form, picture: null };
    expect(checkGuideForm({ ...noPicture, fields: { ...form.fields, address: ' ' } }, NOW)).toBe(
      MESSAGES.guideFieldsRequired,
    );
    expect(checkGuideForm(noPicture, NOW)).toBe(MESSAGES.guidePictureRequired);
  });

  it('asks a professional for the PDF, and accepts one', () => {
    const form = validForm();
    const professional = { ...form, fields: { ...form.fields, status: 'professional' } };
    expect(checkGuideForm(professional, NOW)).toBe(MESSAGES.guideDocumentRequired);
    expect(checkGuideForm({ ...professional, document: pdf }, NOW)).toBeNull();
  });

  it('refuses a picture that is no image, or larger than the server takes', () => {
    const text = new File(['hello'], 'me.txt', { type: 'text/plain' });
    const huge = new File([new Uint8Array(PICTURE_RULES.maxBytes + 1)], 'me.jpg', { type: 'image/jpeg' });
    expect(checkGuideForm({ ...validForm(), picture: text }, NOW)).toBe(MESSAGES.pictureType);
    expect(checkGuideForm({ ...validForm(), picture: huge }, NOW)).toBe(MESSAGES.pictureTooLarge);
  });

  it('refuses a document that is not a PDF', () => {
    const image = new File(['x'], 'licence.jpg', { type: 'image/jpeg' });
    expect(checkGuideForm({ ...validForm(), document: image }, NOW)).toBe(MESSAGES.guideDocumentType);
  });
});

describe('invalidKeys', () => {
  it('marks every empty required field for "Please fill in all required fields.", never the optional ones', () => {
    const form = validForm();
    const state = { ...form, fields: { ...form.fields, firstName: '', dob: ' ', lastName: '' } };
    expect([...invalidKeys(MESSAGES.guideFieldsRequired, state)]).toEqual(['firstName', 'dob']);
  });

  it("marks the field a rule's message is about, the server's included", () => {
    expect([...invalidKeys(MESSAGES.guidePhone, validForm())]).toEqual(['phoneNumber']);
    expect([...invalidKeys(MESSAGES.guidePictureRequired, validForm())]).toEqual(['picture']);
    expect([...invalidKeys(MESSAGES.guideDocumentRequired, validForm())]).toEqual(['document']);
    expect([...invalidKeys('Something went wrong on our side.', validForm())]).toEqual([]);
  });
});

describe('toGuideFormData', () => {
  it('sends every text field of the contract, trimmed, and the chosen files under their names', () => {
    const form = validForm();
    const body = toGuideFormData({ ...form, fields: { ...form.fields, firstName: ' Asha ' }, document: pdf });
    expect(GUIDE_TEXT_FIELDS.filter((name) => !body.has(name))).toEqual([]);
    expect(body.get('firstName')).toBe('Asha');
    expect(body.get('countryCode')).toBe('+91');
    const [sentPicture, sentDocument] = [body.get('profilePicture'), body.get('officialDocument')];
    expect(sentPicture instanceof File && sentPicture.name).toBe('me.png');
    expect(sentDocument instanceof File && sentDocument.name).toBe('Licence 2025.pdf');
  });

  it('leaves out a document that was not chosen', () => {
    expect(toGuideFormData(validForm()).has('officialDocument')).toBe(false);
  });
});

describe('small helpers', () => {
  it("names a document after its file, without '.pdf'", () => {
    expect(documentNameOf('Licence 2025.PDF')).toBe('Licence 2025');
  });

  it('keeps only digits of a phone number, at most 10', () => {
    expect(phoneDigits('98765-43210 99')).toBe('9876543210');
  });
});

/**
 * The guide-booking calls the popups and the Messages panel make (REST, JSON unless noted, the
 * session cookie with each). A refused call throws the shared ApiError with its stable code, which
 * booking-problems.ts turns into what the popup does next.
 */
import type {
  AvailableGuidesInput,
  BookingView,
  CreateBookingInput,
  GuidePublicProfile,
  GuideReview,
  GuideReviewInput,
  SendBookingEmailInput,
} from '@app/contracts';
import { call, callMultipart } from '../app/api-client';

/** What the server answers for an offer: the booking it is for, now waiting for the guide. */
export interface OfferSent {
  message: string;
  bookingId: string;
}

/** The spec §3 Negotiation fields, plus the draft booking the offer is for. */
export interface OfferFields {
  clientId: string;
  guideId: string;
  clientName: string;
  guideName: string;
  touristPlace: string;
  originalPrice: number;
  offerPrice: number;
  noOfPeople: number;
  bookingId: string;
}

const segment = (value: string) => encodeURIComponent(value);

export const bookingsApi = {
  /** The verified guides of the place who are free then: the guide grid. Public. */
  guides: (input: AvailableGuidesInput) => call<GuidePublicProfile[]>('/api/bookings/guides', input),
  /** A draft booking of the chosen guide, holding their time while the tourist pays or negotiates. */
  create: (input: CreateBookingInput) => call<BookingView>('/api/bookings', input),
  mine: () => call<BookingView[]>('/api/bookings?role=tourist'),
  cancel: (id: string) =>
    call<{ message: string; booking: BookingView }>(`/api/bookings/${segment(id)}/cancel`, {}),
  /** `POST /api/set-negotiations`, multipart as the spec sends it. */
  offer: (fields: OfferFields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    return callMultipart<OfferSent>('/api/set-negotiations', form);
  },
  /** Spec §4: after a verified payment the page asks for the booking e-mail. */
  sendEmail: (body: SendBookingEmailInput) =>
    call<{ message: string; bookingId: string }>('/api/send-email', body),
  guide: (email: string) => call<GuidePublicProfile>(`/api/guides/${segment(email)}`),
  reviews: (email: string) => call<GuideReview[]>(`/api/reviews/${segment(email)}`),
  /** The tourist reviews the guide of one completed, paid booking of theirs, once. */
  review: (input: GuideReviewInput) => call<{ message: string }>('/api/guide-reviews', input),
  /** The address nearest to a position, as the Geocoding API words it. */
  geocode: (lat: number, lng: number) =>
    call<{ results: Array<{ formatted_address: string }> }>(
      `/api/geocode?${new URLSearchParams({ lat: String(lat), lng: String(lng) }).toString()}`,
    ),
};

/** React Query keys of the booking data, so a payment or a push can refresh what shows it. */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: ['bookings', 'mine'] as const,
  guides: (input: AvailableGuidesInput | null) => ['bookings', 'guides', input] as const,
  guide: (email: string) => ['bookings', 'guide', email] as const,
  reviews: (email: string) => ['bookings', 'reviews', email] as const,
};

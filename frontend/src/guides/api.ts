/**
 * The guide calls of spec §7 (and DECISIONS 14's update of a tour plan), typed by the contracts the
 * gateway builds its answers from. Every call naming an e-mail is checked against the session.
 */
import type {
  EarnedMoneyEntry,
  GuidePrivateProfile,
  GuideReview,
  TourOperatorData,
  TourPlan,
  VerificationStatus,
} from '@app/contracts';
import { call, callMultipart } from '../app/api-client';

/** What the tour-plan form sends (spec §3 Guide tour plan); dates are ISO date-times. */
export interface TourPlanBody {
  startCity: string;
  place: string;
  price: number;
  startDate: string;
  endDate: string;
  tourGuideEmail: string;
  tourGuideName: string;
}

export interface SavedTourPlan {
  message: string;
  plan: TourPlan;
}

const path = (segment: string) => encodeURIComponent(segment);

export const guidesApi = {
  /** `POST /api/your-api-endpoint`: the profile's text fields and its two files, as multipart. */
  submitProfile: (form: FormData) =>
    callMultipart<{ message: string; verificationStatus: VerificationStatus }>(
      '/api/your-api-endpoint',
      form,
    ),
  /** The guide's own profile; 404 GUIDE_MISSING while the user is not a guide yet. */
  profile: (email: string) => call<GuidePrivateProfile>(`/api/guides/${path(email)}`),
  operatorData: (email: string) =>
    call<TourOperatorData>('/api/tourOperatorData', { storedLoggedInEmail: email }),
  reviews: (email: string) => call<GuideReview[]>(`/api/reviews/${path(email)}`),
  earnings: (email: string) =>
    call<EarnedMoneyEntry[]>('/api/getEarnedMoney', { storedLoggedInEmail: email }),
  /** One guide's plans, or every guide's without an e-mail (the public /tourPlans list). */
  tourPlans: (email?: string) =>
    call<TourPlan[]>(
      email === undefined
        ? '/api/load-tour-plans'
        : `/api/load-tour-plans?${new URLSearchParams({ email }).toString()}`,
    ),
  addTourPlan: (body: TourPlanBody) => call<SavedTourPlan>('/api/add-tour-plan', body),
  updateTourPlan: (id: string, body: TourPlanBody) =>
    call<SavedTourPlan>(`/api/update-tour-plan/${path(id)}`, body, 'PUT'),
  deleteTourPlan: (id: string) =>
    call<{ message: string }>(`/api/delete-tour-plan/${path(id)}`, undefined, 'DELETE'),
};

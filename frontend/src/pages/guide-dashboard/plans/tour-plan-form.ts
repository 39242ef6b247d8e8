/**
 * The 'Add Tour Plan' form (spec §3 Guide tour plan): its values as the inputs hold them, the plan
 * it fills in when changing one, the checks the server makes (tourPlanSchema's rules and messages,
 * without shipping zod to the browser), and the body it sends with ISO date-times. The inputs
 * hold India's time (components/guides/india-time.ts).
 */
import { GUIDE_RULES, MESSAGES, type TourPlan, type TourPlanInput } from '@app/contracts';
import { fromIndiaInput, toIndiaInput } from '../../../components/guides/india-time';

export interface TourPlanForm {
  readonly startCity: string;
  readonly place: string;
  readonly price: string;
  /** `YYYY-MM-DDTHH:mm` in India's time (tours take place there), as a datetime-local input holds it. */
  readonly startDate: string;
  readonly endDate: string;
}

export type TourPlanField = keyof TourPlanForm;

export const EMPTY_PLAN_FORM: TourPlanForm = {
  startCity: '',
  place: '',
  price: '',
  startDate: '',
  endDate: '',
};

export function planFormFromPlan(plan: TourPlan): TourPlanForm {
  return {
    startCity: plan.startCity,
    place: plan.place,
    price: String(plan.price),
    startDate: toIndiaInput(plan.startDate),
    endDate: toIndiaInput(plan.endDate),
  };
}

export interface PlanProblem {
  readonly field: TourPlanField;
  readonly message: string;
}

/** The first problem in the order of the form, in the server's words; null when it may be sent. */
export function checkPlanForm(form: TourPlanForm): PlanProblem | null {
  if (form.startCity.trim() === '') return { field: 'startCity', message: MESSAGES.guideFieldsRequired };
  if (form.place.trim() === '') return { field: 'place', message: MESSAGES.guideFieldsRequired };
  const price = Number(form.price.trim());
  const { min, max } = GUIDE_RULES.price;
  if (form.price.trim() === '' || !Number.isFinite(price) || price < min || price > max * 10)
    return { field: 'price', message: MESSAGES.tourPlanPrice };
  const start = fromIndiaInput(form.startDate);
  if (start === '') return { field: 'startDate', message: 'Please choose the start date.' };
  const end = fromIndiaInput(form.endDate);
  if (end === '') return { field: 'endDate', message: 'Please choose the end date.' };
  if (Date.parse(end) <= Date.parse(start)) return { field: 'endDate', message: MESSAGES.tourPlanDates };
  return null;
}

/** What `guides.addTourPlan` / `guides.updateTourPlan` receive; the server decides whose plan it is. */
export function planBody(form: TourPlanForm, guide: { email: string; name: string }): TourPlanInput {
  return {
    startCity: form.startCity.trim(),
    place: form.place.trim(),
    price: Number(form.price.trim()),
    startDate: fromIndiaInput(form.startDate),
    endDate: fromIndiaInput(form.endDate),
    tourGuideEmail: guide.email,
    tourGuideName: guide.name,
  };
}

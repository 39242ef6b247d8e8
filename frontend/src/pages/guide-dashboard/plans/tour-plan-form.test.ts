import { MESSAGES, type TourPlan } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { fromIndiaInput } from '../../../components/guides/india-time';
import {
  checkPlanForm,
  EMPTY_PLAN_FORM,
  planBody,
  planFormFromPlan,
  type TourPlanForm,
} from './tour-plan-form';

const form: TourPlanForm = {
  startCity: 'Jaipur',
  place: 'Amber Fort',
  price: '30',
  startDate: '2026-04-10T09:00',
  endDate: '2026-04-12T18:30',
};

describe('checkPlanForm', () => {
  it('accepts a complete plan', () => {
    expect(checkPlanForm(form)).toBeNull();
  });

  it('names the first missing field in the order of the form', () => {
    expect(checkPlanForm(EMPTY_PLAN_FORM)).toEqual({
      field: 'startCity',
      message: MESSAGES.guideFieldsRequired,
    });
    expect(checkPlanForm({ ...form, place: ' ' })).toEqual({
      field: 'place',
      message: MESSAGES.guideFieldsRequired,
    });
    expect(checkPlanForm({ ...form, startDate: '' })?.field).toBe('startDate');
    expect(checkPlanForm({ ...form, endDate: '' })?.field).toBe('endDate');
  });

  it('keeps the price between 1 and 10000 USD, as the server does', () => {
    for (const price of ['', '0.5', '10001', 'abc']) {
      expect(checkPlanForm({ ...form, price })).toEqual({ field: 'price', message: MESSAGES.tourPlanPrice });
    }
    expect(checkPlanForm({ ...form, price: '10000' })).toBeNull();
  });

  it('wants the end after the start', () => {
    expect(checkPlanForm({ ...form, endDate: form.startDate })).toEqual({
      field: 'endDate',
      message: MESSAGES.tourPlanDates,
    });
  });
});

describe('planBody and planFormFromPlan', () => {
  it('sends the fields of spec §3 with a number price and ISO dates', () => {
    expect(
      planBody({ ...form, startCity: ' Jaipur ' }, { email: 'asha@example.com', name: 'Asha Rao' }),
    ).toEqual({
      startCity: 'Jaipur',
      place: 'Amber Fort',
      price: 30,
      startDate: fromIndiaInput(form.startDate),
      endDate: fromIndiaInput(form.endDate),
      tourGuideEmail: 'asha@example.com',
      tourGuideName: 'Asha Rao',
    });
  });

  it('fills the form from a saved plan, so Change starts from it', () => {
    const body = planBody(form, { email: 'a@b.co', name: 'A' });
    const plan: TourPlan = {
      id: 'p1',
      start_city: 'Jaipur',
      place: 'Amber Fort',
      price: 30,
      start_date: body.startDate,
      end_date: body.endDate,
      startCity: 'Jaipur',
      startDate: body.startDate,
      endDate: body.endDate,
      tourGuideEmail: 'a@b.co',
      tourGuideName: 'A',
      tourGuideImage: '',
    };
    expect(planFormFromPlan(plan)).toEqual(form);
  });
});

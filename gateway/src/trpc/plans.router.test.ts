import { MESSAGES, PLAN_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { refusalOf } from '../../test/refusal.js';
import { noWebhooks, pay } from '../payments/payment-fixtures.js';

const start = useProduct();

describe('plans over tRPC', () => {
  it('checks coupon codes for anyone, as the server counts them', async () => {
    const h = await start({ env: { COUPON_LIMIT_EXPLOREWITHUS25: '1' } });
    const visitor = await callerFor(h);
    expect(await visitor.plans.checkCoupon({ couponCode: ' explorewithus20 ' })).toEqual({
      message: MESSAGES.couponValid,
      percent: 20,
    });
    expect(await refusalOf(visitor.plans.checkCoupon({ couponCode: 'EXPLOREWITHUS90' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: MESSAGES.wrongCoupon,
      appCode: 'WRONG_COUPON',
    });
    // The one use of the code taken by an order: nobody else is offered it.
    const buyer = await callerFor(h, await loggedIn(h, 'buyer@example.com'));
    await buyer.payments.createOrder({
      amount: 8.99,
      preferredCurrency: 'USD',
      item: { type: 'plan', plan: PLAN_LABELS.fortnight, couponCode: 'EXPLOREWITHUS25' },
    });
    expect(await refusalOf(visitor.plans.checkCoupon({ couponCode: 'EXPLOREWITHUS25' }))).toMatchObject({
      code: 'CONFLICT',
      message: MESSAGES.couponLimitExceeded,
      appCode: 'COUPON_LIMIT_EXCEEDED',
    });
  });

  it('confirms a subscription only for its paid buyer, in the subscription page’s words', async () => {
    const h = await start();
    noWebhooks(h);
    const cookie = await loggedIn(h, 'buyer@example.com');
    const plan = PLAN_LABELS.fortnight;
    expect(await refusalOf((await callerFor(h)).plans.confirmSubscription({ plan }))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: MESSAGES.pleaseLogInToAccess,
    });
    const api = await callerFor(h, cookie);
    expect(await api.plans.subscriptionStatus()).toEqual({ message: MESSAGES.notSubscribed });
    expect(await refusalOf(api.plans.confirmSubscription({ plan }))).toMatchObject({
      code: 'FORBIDDEN',
      appCode: 'PLAN_NOT_PAID',
    });
    expect(await refusalOf(api.plans.confirmSubscription({ plan: 'Forever Plan' }))).toMatchObject({
      appCode: 'UNKNOWN_PLAN',
    });
    const created = await api.payments.createOrder({
      amount: 11.99,
      preferredCurrency: 'USD',
      item: { type: 'plan', plan },
    });
    await api.payments.verify(await pay(h, created.id));
    const paid = await callerFor(h, cookie);
    expect(await paid.plans.confirmSubscription({ plan, email: 'BUYER@example.com' })).toEqual({
      message: MESSAGES.preferredCurrencyReset,
    });
    expect(await paid.plans.subscriptionStatus({ email: 'buyer@example.com' })).toMatchObject({
      message: MESSAGES.subscribed,
      plan,
    });
    expect(await refusalOf(paid.plans.subscriptionStatus({ email: 'other@example.com' }))).toMatchObject({
      code: 'FORBIDDEN',
      appCode: 'WRONG_ACCOUNT',
    });
  });

  it('lists a special plan once paid, with the catalog’s places, and confirms only that one', async () => {
    const h = await start();
    noWebhooks(h);
    const api = await callerFor(h, await loggedIn(h, 'buyer@example.com'));
    const { data } = await api.catalog.specialTours({ country: 'India' });
    const plan = data[0];
    if (!plan) throw new Error('no special plan in India');
    const item = { type: 'special-plan' as const, country: 'India', plan_name: plan.plan_name };
    expect(await api.plans.purchased()).toEqual({ success: true, plans: [] });
    expect(
      await refusalOf(api.plans.confirmSpecialPlan({ country: 'India', plan_name: plan.plan_name })),
    ).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.purchasePlanFirst, appCode: 'PLAN_NOT_PAID' });
    const created = await api.payments.createOrder({ amount: 1, preferredCurrency: 'USD', item });
    expect(created).toMatchObject({ amount: 100, currency: 'USD' });
    await api.payments.verify(await pay(h, created.id));
    expect(await api.plans.purchased()).toEqual({
      success: true,
      plans: [{ plan_name: plan.plan_name, country: 'India', tourist_places: plan.tourist_places }],
    });
    expect(await api.plans.confirmSpecialPlan({ country: 'India', plan_name: plan.plan_name })).toEqual({
      success: true,
      message: MESSAGES.specialPlanSaved,
    });
    expect(
      await refusalOf(api.plans.confirmSpecialPlan({ country: 'India', plan_name: 'Atlantis Highlights' })),
    ).toMatchObject({ appCode: 'PLAN_NOT_PAID' });
    expect(
      await refusalOf(api.payments.createOrder({ amount: 1, preferredCurrency: 'USD', item })),
    ).toMatchObject({ appCode: 'PLAN_ALREADY_PURCHASED' });
  });
});

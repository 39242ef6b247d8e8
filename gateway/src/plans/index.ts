export { confirmSpecialPlan, confirmSubscription } from './confirmations.js';
export { checkCouponFor } from './coupon-checks.js';
export { plansPersonalData } from './personal-data.js';
export { settlePlanSeconds, spendPlanSeconds } from './plan-seconds.js';
export { planPurchasable, specialPlanPurchasable } from './purchasables.js';
export { markListened, purchasedPlans } from './special-plans.js';
export { subscriptionStatus } from './subscriptions.js';

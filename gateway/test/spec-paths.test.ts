/**
 * Every call of spec §7 has a route: its 55 paths (the table's 52 rows, two of which name several)
 * are each served by a route of the app, not by the catch-all that answers 404 for unknown paths.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from './harness.js';

const SPEC_CALLS = `
POST /api/getAllCountries
POST /api/getAllCitiesOfACountry
POST /api/subscribeEmail
POST /api/loadUserData
POST /api/tourOperatorData
POST /api/getTransactionHistory
POST /api/getEarnedMoney
GET /api/currencies
POST /api/userFullName
POST /api/verifyPhoneNumber
POST /api/userPreference
GET /api/get-notifications-tourist
GET /api/get-notifications-guide
POST /api/save-decision
POST /api/processPayment
POST /api/create-order
POST /api/verify-signature
POST /api/send-email
GET /login/sucess
POST /api/isAutoSubscribed
POST /api/isSubscribed
POST /api/autoLogIn
POST /api/logIn
POST /api/save-quiz
POST /api/check-quiz-played
POST /api/verifyAccountExistAndSendingOTP
POST /api/createAccount
POST /api/verifyAccountExistAndSendingOTPForForgotPassword
POST /api/ForgotPassword
POST /api/userprofilePicture
POST /api/get-purchased-plans
POST /api/touristPlaces
POST /api/special-tours
POST /api/searchedTouristPlace
POST /api/save-special-plan
POST /api/send-review-email
POST /api/submit-review
GET /api/reviews/asha@example.com
POST /api/generate
POST /api/synthesize
POST /api/getTouristData
POST /api/generateForAudioBookPlan
POST /api/generateForAudioBook
POST /api/generateForAudioBookFreeVersion
POST /api/generateForAudioBookFreeVersionWithOutLogIn
GET /api/geocode
POST /api/set-negotiations
POST /api/check-code-limit
POST /api/purchaseSubscription
GET /api/guides/asha@example.com
POST /api/your-api-endpoint
GET /api/load-tour-plans
POST /api/add-tour-plan
DELETE /api/delete-tour-plan/0f8fad5b-d9cb-469f-a165-70867728950e
POST /api/get-review
`
  .trim()
  .split('\n')
  .map((line) => line.split(' ') as [string, string]);

const product = useProduct({ shared: true });

/** Whether a registered route of `h` (Hono's `:param` and `*` patterns) serves the method and path. */
function served(h: Harness, method: string, path: string): boolean {
  return h.app.routes.some((route) => {
    if (route.method !== method) return false;
    if (route.path === '/api/*' || route.path === '/*' || route.path === '*') return false;
    const pattern = route.path
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

describe('spec §7', () => {
  it('lists 55 calls', () => {
    expect(SPEC_CALLS).toHaveLength(55);
  });

  it.each(SPEC_CALLS)('%s %s has a route', async (method, path) => {
    expect(served(await product(), method, path)).toBe(true);
  });
});

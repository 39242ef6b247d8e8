/** REST for accounts and the profile, at exactly the paths, bodies and messages of spec §7. */
import {
  addressSchema,
  autoLogInSchema,
  createAccountSchema,
  forgotOtpRequestSchema,
  fullNameSchema,
  logInSchema,
  phoneOtpRequestSchema,
  phoneVerifySchema,
  preferenceSchema,
  resetPasswordSchema,
  signUpOtpRequestSchema,
  storedEmailSchema,
} from '@app/contracts';
import { Hono } from 'hono';
import {
  autoLogIn,
  clearSessionCookie,
  createAccount,
  finishGoogleSignIn,
  GOOGLE_CALLBACK_PATH,
  googleConfigured,
  loadUserData,
  logIn,
  logOut,
  readPictureUpload,
  resetPassword,
  sendPhoneOtp,
  sendResetOtp,
  sendSignUpOtp,
  sessionUser,
  setAddress,
  setFullName,
  setPreference,
  setProfilePicture,
  setSessionCookie,
  startGoogleSignIn,
  verifyPhone,
} from '../accounts/index.js';
import { AppError } from '../core/index.js';
import type { Deps } from '../deps/index.js';
import { type AppEnv, clientOf, cookiesOf, jsonReader, requestIdOf } from '../http/index.js';
import { transactionHistory } from '../payments/index.js';
import { privacyRoutes } from './privacy.routes.js';
import { actorOf, signedInActor } from './request-actor.js';

export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);

  r.post('/api/verifyAccountExistAndSendingOTP', async (c) =>
    c.json(await sendSignUpOtp(deps, await actorOf(deps, c), await readJson(c, signUpOtpRequestSchema))),
  );
  r.post('/api/createAccount', async (c) =>
    c.json(await createAccount(deps, await actorOf(deps, c), await readJson(c, createAccountSchema))),
  );
  r.post('/api/logIn', async (c) => {
    const { session, ...result } = await logIn(deps, await actorOf(deps, c), await readJson(c, logInSchema));
    setSessionCookie(cookiesOf(c), session, clientOf(deps, c).secure);
    return c.json(result);
  });
  r.post('/api/autoLogIn', async (c) =>
    c.json(autoLogIn(await signedInActor(deps, c), await readJson(c, autoLogInSchema))),
  );
  r.get('/login/sucess', async (c) => c.json(sessionUser(await actorOf(deps, c))));
  r.post('/api/logout', async (c) => {
    const result = await logOut(deps, await actorOf(deps, c));
    clearSessionCookie(cookiesOf(c));
    return c.json(result);
  });
  r.post('/api/verifyAccountExistAndSendingOTPForForgotPassword', async (c) =>
    c.json(await sendResetOtp(deps, await actorOf(deps, c), await readJson(c, forgotOtpRequestSchema))),
  );
  r.post('/api/ForgotPassword', async (c) => {
    const result = await resetPassword(deps, await actorOf(deps, c), await readJson(c, resetPasswordSchema));
    clearSessionCookie(cookiesOf(c));
    return c.json(result);
  });

  r.get('/auth/google', (c) => {
    if (!googleConfigured(deps)) return c.redirect('/?signin=unconfigured');
    return c.redirect(startGoogleSignIn(deps, clientOf(deps, c).secure, cookiesOf(c)).toString());
  });
  r.get(GOOGLE_CALLBACK_PATH, async (c) => {
    try {
      const session = await finishGoogleSignIn(deps, cookiesOf(c), c.req.query());
      setSessionCookie(cookiesOf(c), session, clientOf(deps, c).secure);
      return c.redirect('/?signin=google');
    } catch (error) {
      // The browser arrives here by navigation: answer with a page, never a JSON error.
      deps.logger.warn({ err: error, requestId: requestIdOf(c.req.raw) }, 'Google sign-in failed');
      const reason = error instanceof AppError && error.code === 'FORBIDDEN' ? 'unverified' : 'failed';
      return c.redirect(`/?signin=${reason}`);
    }
  });

  r.post('/api/loadUserData', async (c) =>
    c.json(loadUserData(await signedInActor(deps, c), await readJson(c, storedEmailSchema))),
  );
  r.post('/api/userFullName', async (c) =>
    c.json(await setFullName(deps, await signedInActor(deps, c), await readJson(c, fullNameSchema))),
  );
  r.post('/api/userAddress', async (c) =>
    c.json(await setAddress(deps, await signedInActor(deps, c), await readJson(c, addressSchema))),
  );
  r.post('/api/userPreference', async (c) =>
    c.json(await setPreference(deps, await signedInActor(deps, c), await readJson(c, preferenceSchema))),
  );
  r.post('/api/verifyPhoneNumber', async (c) =>
    c.json(await sendPhoneOtp(deps, await signedInActor(deps, c), await readJson(c, phoneOtpRequestSchema))),
  );
  r.post('/api/verifyPhoneOtp', async (c) =>
    c.json(await verifyPhone(deps, await signedInActor(deps, c), await readJson(c, phoneVerifySchema))),
  );
  r.post('/api/userprofilePicture', async (c) =>
    c.json(await setProfilePicture(deps, await signedInActor(deps, c), await readPictureUpload(c))),
  );
  r.post('/api/getTransactionHistory', async (c) =>
    c.json(
      await transactionHistory(deps, await signedInActor(deps, c), await readJson(c, storedEmailSchema)),
    ),
  );
  r.route('/', privacyRoutes(deps));
  return r;
}

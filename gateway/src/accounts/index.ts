export type { Account } from './account.js';
export { accountByEmail, accountById, accountsByIds, addAccount, toProfile } from './account.js';
export { deleteAccount } from './account-deletion.js';
export type { Actor } from './actor.js';
export { checkNamedEmail, requireSelf, requireUser, resolveActor } from './actor.js';
export { exportMyData } from './data-export.js';
export { finishGoogleSignIn, GOOGLE_CALLBACK_PATH, googleConfigured, startGoogleSignIn } from './google.js';
export {
  addPlanSeconds,
  recordQuiz,
  setPlan,
  takePlanSeconds,
  takeRewardSeconds,
} from './listening-time.js';
export { autoLogIn, logIn, logOut, sessionUser } from './log-in.js';
export { markNewsletterSubscribed } from './newsletter-flag.js';
export { ensureOtpIndexes } from './otp.js';
export { resetPassword, sendResetOtp } from './password-reset.js';
export { hashPassword } from './passwords.js';
export type { PersonalDataHolder, PersonalDataKeeping } from './personal-data.js';
export { personalDataOf } from './personal-data.js';
export { sendPhoneOtp, verifyPhone } from './phone.js';
export { setProfilePicture } from './picture.js';
export { readPictureForm, readPictureUpload } from './picture-upload.js';
export { loadUserData, setAddress, setFullName, setPreference } from './profile.js';
export { clearSessionCookie, setSessionCookie } from './session-cookie.js';
export { ensureSessionIndexes, SESSION_COOKIE } from './sessions.js';
export { createAccount, sendSignUpOtp } from './sign-up.js';
export { ensureUserIndexes, hasActivePlan, normalizeEmail } from './users.js';

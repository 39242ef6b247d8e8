/** Small helpers for driving the gateway like a browser would: JSON posts with a cookie. */
import type { Harness } from './harness.js';

export interface Reply {
  status: number;
  body: Record<string, unknown> & { message?: string };
  cookies: string[];
}

export async function post(h: Harness, path: string, body: unknown, cookie?: string): Promise<Reply> {
  const res = await h.app.request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
  return {
    status: res.status,
    body: (await res.json()) as Reply['body'],
    cookies: res.headers.getSetCookie(),
  };
}

export async function get(h: Harness, path: string, cookie?: string): Promise<Reply> {
  const res = await h.app.request(path, { headers: cookie ? { cookie } : {} });
  return {
    status: res.status,
    body: (await res.json()) as Reply['body'],
    cookies: res.headers.getSetCookie(),
  };
}

/** The `name=value` part of a Set-Cookie line, to send back. */
export function cookieOf(cookies: readonly string[], name = 'sid'): string {
  const line = cookies.find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(cookies)}`);
  return line.split(';')[0] ?? '';
}

/** The code of the latest OTP e-mail to `email`, read from the recorded mail.requested events. */
export async function latestOtp(h: Harness, email: string): Promise<string> {
  const events = await h.platform.store
    .collection<{ _id: string; createdAt: Date; event: { payload: { to: string; data: { otp?: string } } } }>(
      'outbox',
    )
    .find({ 'event.payload.to': email }, { sort: { createdAt: -1 } });
  const otp = events.find((e) => e.event.payload.data.otp)?.event.payload.data.otp;
  if (!otp) throw new Error(`no OTP mail to ${email}`);
  return otp;
}

/** Lets an OTP be re-sent at once, as if the minute had passed. */
export async function forgetOtpSpacing(h: Harness): Promise<void> {
  await h.platform.store.collection('otps').updateMany({}, { $set: { lastSentAt: new Date(0) } });
}

export async function signUp(h: Harness, email: string, password = 'Secret#123'): Promise<void> {
  const sent = await post(h, '/api/verifyAccountExistAndSendingOTP', {
    signUpEmail: email,
    signUpPassword: password,
  });
  if (sent.status !== 200) throw new Error(`OTP not sent: ${JSON.stringify(sent.body)}`);
  const otp = await latestOtp(h, email);
  const created = await post(h, '/api/createAccount', { signUpEmail: email, signUpPassword: password, otp });
  if (created.status !== 200) throw new Error(`account not created: ${JSON.stringify(created.body)}`);
}

/** Signs up and logs in; returns the session cookie to send. */
export async function loggedIn(h: Harness, email: string, password = 'Secret#123'): Promise<string> {
  await signUp(h, email, password);
  const res = await post(h, '/api/logIn', { logInEmail: email, logInPassword: password });
  return cookieOf(res.cookies);
}

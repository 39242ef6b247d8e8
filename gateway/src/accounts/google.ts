/**
 * Google sign-in (arctic's OAuth2 client, PKCE and state in short-lived httpOnly cookies). The
 * endpoints come from configuration, so tests run the whole redirect flow against a real OAuth2
 * server. An account is linked by its verified e-mail.
 */
import { MESSAGES } from '@app/contracts';
import { parseAnswer, readAnswer } from '@app/infra';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { z } from 'zod';
import { AppError, type Ports } from '../core/index.js';
import type { CookieJar } from '../http/index.js';
import { sessionPolicy } from './actor.js';
import { createSession, type NewSession } from './sessions.js';
import { newUser, normalizeEmail, type UserDoc, users } from './users.js';

export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
const STATE_COOKIE = 'google_oauth_state';
const VERIFIER_COOKIE = 'google_oauth_verifier';
const COOKIE_PATH = '/auth/google';
const FLOW_SECONDS = 600;

/** The token answer (arctic has parsed its JSON); only the access token is used. */
const tokenSchema = z.object({ access_token: z.string().min(1) });

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
});

export function googleConfigured(deps: Pick<Ports, 'config'>): boolean {
  return deps.config.GOOGLE_CLIENT_ID !== undefined && deps.config.GOOGLE_CLIENT_SECRET !== undefined;
}

function client(deps: Pick<Ports, 'config'>): OAuth2Client {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, PUBLIC_URL } = deps.config;
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET)
    throw new AppError('NOT_FOUND', MESSAGES.googleNotConfigured, 'GOOGLE_NOT_CONFIGURED');
  return new OAuth2Client(
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET,
    new URL(GOOGLE_CALLBACK_PATH, PUBLIC_URL).toString(),
  );
}

/** Where to send the browser to start; the state and PKCE verifier wait in cookies. */
export function startGoogleSignIn(deps: Pick<Ports, 'config'>, secure: boolean, cookies: CookieJar): URL {
  const oauth = client(deps);
  const state = generateState();
  const verifier = generateCodeVerifier();
  const options = {
    httpOnly: true,
    secure,
    sameSite: 'Lax' as const,
    path: COOKIE_PATH,
    maxAge: FLOW_SECONDS,
  };
  cookies.set(STATE_COOKIE, state, options);
  cookies.set(VERIFIER_COOKIE, verifier, options);
  return oauth.createAuthorizationURLWithPKCE(
    deps.config.GOOGLE_AUTH_URL,
    state,
    CodeChallengeMethod.S256,
    verifier,
    ['openid', 'profile', 'email'],
  );
}

/** Completes the flow: checks state, exchanges the code, links or creates the account, opens a session. */
export async function finishGoogleSignIn(
  deps: Pick<Ports, 'config' | 'store'>,
  cookies: CookieJar,
  query: { code?: string | undefined; state?: string | undefined },
): Promise<NewSession> {
  const oauth = client(deps);
  const expectedState = cookies.get(STATE_COOKIE);
  const verifier = cookies.get(VERIFIER_COOKIE);
  cookies.clear(STATE_COOKIE, COOKIE_PATH);
  cookies.clear(VERIFIER_COOKIE, COOKIE_PATH);
  if (!query.code || !query.state || !expectedState || !verifier || query.state !== expectedState) {
    throw new AppError('BAD_REQUEST', MESSAGES.googleFailed, 'GOOGLE_FAILED');
  }
  const tokens = await oauth.validateAuthorizationCode(deps.config.GOOGLE_TOKEN_URL, query.code, verifier);
  const token = parseAnswer('Google token endpoint', tokenSchema, tokens.data);
  const response = await fetch(deps.config.GOOGLE_USERINFO_URL, {
    headers: { authorization: `Bearer ${token.access_token}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  const info = await readAnswer('Google userinfo', userInfoSchema, response);
  if (info.email_verified !== true && info.email_verified !== 'true') {
    throw new AppError('FORBIDDEN', MESSAGES.googleUnverified, 'GOOGLE_UNVERIFIED');
  }
  const user = await linkAccount(deps, info.sub, normalizeEmail(info.email), info.name);
  return createSession(deps.store, user._id, sessionPolicy(deps));
}

async function linkAccount(
  deps: Pick<Ports, 'store'>,
  sub: string,
  email: string,
  name: string | undefined,
): Promise<UserDoc> {
  const collection = users(deps.store);
  const bySub = await collection.findOne({ googleSub: sub });
  if (bySub) return bySub;
  const linked = await collection.findOneAndUpdate({ email }, { $set: { googleSub: sub } });
  if (linked) return linked;
  const user = newUser(email, { googleSub: sub, ...(name ? { username: name.slice(0, 60) } : {}) });
  await collection.insertOne(user);
  return user;
}

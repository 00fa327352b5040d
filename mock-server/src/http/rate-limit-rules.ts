// Per-account and per-address limits on the calls an attacker repeats (issue 14, defect 8; decision
// 088): wrong passwords, password-reset mails, reset-token guesses and sign-ups. What each limit
// counts and what a refusal says; rate-limits.ts puts them on the routes.

export interface Limit {
  /** How many counted events a key may have within the window. */
  max: number;
  windowMs: number;
}

export interface RateLimitOptions {
  /** Wrong passwords for one user name; reaching `max` locks its logins for `lockoutMs`. */
  loginFailuresPerAccount: Limit & { lockoutMs: number };
  /** Wrong logins (any user name) from one address. */
  loginFailuresPerAddress: Limit;
  /** Reset mails asked for one user name (each sends a mail). */
  resetRequestsPerAccount: Limit;
  /** Reset requests from one address (probing user name and email pairs). */
  resetRequestsPerAddress: Limit;
  /** Invalid reset tokens presented (verify or reset) from one address. */
  resetTokenFailuresPerAddress: Limit;
  /** Sign-ups that reached the server's rules from one address. */
  signUpsPerAddress: Limit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  loginFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE, lockoutMs: 5 * MINUTE },
  loginFailuresPerAddress: { max: 50, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  resetRequestsPerAddress: { max: 30, windowMs: 15 * MINUTE },
  resetTokenFailuresPerAddress: { max: 20, windowMs: 15 * MINUTE },
  signUpsPerAddress: { max: 20, windowMs: 60 * MINUTE },
};

export const ACCOUNT_LOCKED =
  'Too many failed logins for this account. Try again in a few minutes.';
export const TOO_MANY_LOGINS = 'Too many failed logins from your network. Try again later.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Try again later.';
export const TOO_MANY_TOKEN_GUESSES = 'Too many invalid reset links. Try again later.';
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from your network. Try again later.';

/** The user name a body names, as the server compares them, or '' when it names none. */
export function accountOf(body: unknown): string {
  // Read before the contract's parse: the body may be anything.
  const userName =
    typeof body === 'object' && body !== null && 'userName' in body ? body.userName : undefined;
  return typeof userName === 'string' ? userName.trim().toLowerCase() : '';
}

import type { MockState } from '../../db/state.ts';
import type { Handler } from '../handler.ts';
import { endUserSessions, findUserByName } from '../auth.ts';
import { badRequest } from '../errors.ts';
import { sameText, secretHex } from './tokens.ts';

export const PASSWORD_UPDATED = 'Your password has been updated.';
export const NOT_YOUR_ACCOUNT = 'You can only change the password of your own account.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const RESET_REQUEST_SENT = 'Request sent';
export const RESET_NO_MATCH = 'The user name and email do not match our records.';
export const INVALID_RESET_LINK = 'This link is invalid for resetting passwords';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

function setPassword(state: MockState, userId: number, password: string): void {
  // Any chosen password satisfies a forced change (SPEC §4: forced mode clears the flag).
  state.db.user.update({
    where: { userId: { equals: userId } },
    data: { password, pwdChangeFlag: false },
  });
}

export const changePassword: Handler<'account.changePassword'> = ({ state, caller }, { body }) => {
  if (!sameText(body.userName, caller.user.userName)) throw badRequest(NOT_YOUR_ACCOUNT);
  const user = findUserByName(state, caller.user.userName);
  if (user?.password !== body.currentPassword) throw badRequest(WRONG_CURRENT_PASSWORD);
  setPassword(state, user.userId, body.newPassword);
  // Whoever else knew the old password is out: every other session and its hub connections end.
  endUserSessions(state, user.userId, caller.token);
  return { statusCode: 200, message: PASSWORD_UPDATED };
};

/** No mail leaves the mock: the link is kept per user name for the control API and tests to read. */
export const passwordResetRequest: Handler<'account.passwordResetRequest'> = (
  { state, origin },
  { body },
) => {
  const user = findUserByName(state, body.userName);
  if (!user || user.customerId <= 0 || !sameText(user.emailAddress, body.email))
    throw badRequest(RESET_NO_MATCH);
  // Only the newest link works: earlier unused tokens of this user are spent.
  state.db.passwordResetToken.updateMany({
    where: { userId: { equals: user.userId }, used: { equals: false } },
    data: { used: true },
  });
  const token = secretHex(40); // unguessable, unlike the seeded generator's draws
  state.db.passwordResetToken.create({
    token,
    userId: user.userId,
    expiresAt: state.now().getTime() + RESET_TOKEN_TTL_MS,
    used: false,
  });
  const query = new URLSearchParams({ token, user: user.userName });
  state.resetLinks.set(user.userName, `${origin}/passwordReset?${query.toString()}`);
  return { statusCode: 200, message: RESET_REQUEST_SENT };
};

/** The user a token was issued to, when it is known, unused and not expired. */
export function resetTokenOwner(state: MockState, token: string) {
  const record = state.db.passwordResetToken.findFirst({ where: { token: { equals: token } } });
  if (!record || record.used || record.expiresAt <= state.now().getTime()) return null;
  return state.db.user.findFirst({ where: { userId: { equals: record.userId } } });
}

// An invalid token is an ordinary answer here (decision 010): the screen shows the invalid-link notice.
export const passwordResetVerify: Handler<'account.passwordResetVerify'> = (
  { state },
  { query, body },
) => {
  const owner =
    query.passwordtoken === body.passwordtoken ? resetTokenOwner(state, query.passwordtoken) : null;
  return owner ? { isValid: true, userName: owner.userName } : { isValid: false, userName: null };
};

export const passwordReset: Handler<'account.passwordReset'> = ({ state }, { body }) => {
  const owner = resetTokenOwner(state, body.passwordToken);
  if (!owner || !sameText(owner.userName, body.userName)) throw badRequest(INVALID_RESET_LINK);
  setPassword(state, owner.userId, body.newPassword);
  state.db.passwordResetToken.update({
    where: { token: { equals: body.passwordToken } },
    data: { used: true },
  });
  endUserSessions(state, owner.userId); // nobody is logged in through a reset: all sessions end
  return { statusCode: 200, message: PASSWORD_UPDATED };
};

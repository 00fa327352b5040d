import type { FastifyInstance, InjectOptions } from 'fastify';
import { balanceOf } from '../ledger.ts';
import { bearer } from '../../testing/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One /w/api call, with the persona's bearer headers when a token is given. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; payload?: InjectOptions['payload'] } = {},
) {
  return app.inject({
    method,
    url: `/w/api${url}`,
    ...(options.token ? { headers: bearer(options.token) } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** The persona's ledger balance, read straight from the state. */
export function balanceOfPersona(app: FastifyInstance, userName: string): number {
  const user = app.mockState.db.user.findFirst({ where: { userName: { equals: userName } } });
  if (!user) throw new Error(`no user ${userName}`);
  return balanceOf(app.mockState, user.userId);
}

export const firstBranchGuid = (app: FastifyInstance): string => {
  const branch = app.mockState.db.branch.getAll()[0];
  if (!branch) throw new Error('no seeded branch');
  return branch.guid;
};

export const withdrawal = (app: FastifyInstance, overrides: Record<string, unknown> = {}) => ({
  type: 'withdraw',
  amount: 50,
  method: 'LocalBranch',
  branchGuid: firstBranchGuid(app),
  ...overrides,
});

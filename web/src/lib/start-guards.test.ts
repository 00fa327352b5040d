import { describe, expect, it } from 'vitest';
import { UserSessionSchema } from '@sportsbook/contracts/schemas/session';
import { CustomerSchema } from '@sportsbook/contracts/schemas/customer';
import { AppMetadataSchema } from '@sportsbook/contracts/schemas/app-metadata';
import { ProblemSchema } from '@sportsbook/contracts/problem';
import { UserSessionGuard } from '@sportsbook/contracts/schemas/session.guard';
import { CustomerGuard } from '@sportsbook/contracts/schemas/customer.guard';
import { validateAccessGuard } from '@sportsbook/contracts/endpoints/reference/validate-access.guard';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import { PERSONA_PASSWORD, PERSONAS } from '@sportsbook/mock-server/personas';
import { mock } from '@/test/msw.ts';
import { apiOver, CLIENT_ID } from './api.ts';
import { sessionStore } from './session/session-store.ts';

interface Check {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** The mock's answers as they arrive, before any check: the seeded fixtures. */
function recordingClient() {
  const answers: unknown[] = [];
  const client = apiOver(async (input, init) => {
    const response = await fetch(input, init);
    answers.push(await response.clone().json());
    return response;
  });
  return { client, answers };
}

// The same value broken field by field: dropped, null, of another type, not finite.
const ODD: readonly unknown[] = [undefined, null, 'x', 1.5, Number.NaN, Infinity, true, [], {}];

function brokenFieldByField(value: unknown): Record<string, unknown>[] {
  if (typeof value !== 'object' || value === null) return [];
  const fields: [string, unknown][] = Object.entries(value);
  return fields.flatMap(([key]) =>
    ODD.map((odd) =>
      Object.fromEntries(
        fields
          .map(([name, item]): [string, unknown] => [name, name === key ? odd : item])
          .filter(([, item]) => item !== undefined),
      ),
    ),
  );
}

/** Guard and schema give the same answer on the fixture and on its broken forms. */
function expectSameAnswers(schema: Check, guard: Check, fixture: unknown) {
  const parsed = schema.safeParse(fixture);
  expect(parsed.success, JSON.stringify(fixture)).toBe(true);
  expect(guard.safeParse(fixture)).toEqual({ success: true, data: parsed.data });
  for (const broken of brokenFieldByField(fixture)) {
    const expected = schema.safeParse(broken);
    const actual = guard.safeParse(broken);
    expect(actual.success, JSON.stringify(broken)).toBe(expected.success);
    if (expected.success) expect(actual.data).toEqual(expected.data);
  }
}

describe("the start path's guards on the seeded world (decision 161)", () => {
  it("answer as the schemas do on every persona's session and customer", async () => {
    const personas = Object.keys(PERSONAS);
    for (const persona of personas) {
      const { client, answers } = recordingClient();
      const user = await client.call('auth.token', {
        body: { userName: persona, password: PERSONA_PASSWORD, clientId: CLIENT_ID },
      });
      sessionStore.setUser(user);
      sessionStore.setCustomer(
        await client.call('account.getCustomer', { query: { username: user.userName } }),
      );
      const [session, customer] = answers;
      expectSameAnswers(UserSessionSchema, UserSessionGuard, session);
      expectSameAnswers(CustomerSchema, CustomerGuard, customer);
      // What the session store reads back from storage at start is what the schemas parsed.
      sessionStore.reload();
      expect(sessionStore.get()?.user).toEqual(UserSessionSchema.parse(session));
      expect(sessionStore.get()?.customer).toEqual(CustomerSchema.parse(customer));
    }
    expect(personas.length).toBeGreaterThan(3);
  });

  it("answer as the schemas do on the region check's answers", async () => {
    for (const blocked of [false, true]) {
      mock.state.scenario.regionBlocked = blocked;
      const { client, answers } = recordingClient();
      await expect(client.call('reference.validateAccess')).resolves.toEqual({
        wafAction: blocked ? 'Block' : 'Allow',
      });
      expectSameAnswers(AppMetadataSchema, validateAccessGuard, answers[0]);
    }
  });

  it('read the problems the mock answers as ProblemSchema does (the client reads them with ProblemGuard)', async () => {
    const { client, answers } = recordingClient();
    const failed = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: unknown) => (error instanceof ApiError ? error : null),
      );
    mock.state.scenario.errors['reference.validateAccess'] = 500;
    const errors = [
      await failed(
        client.call('auth.token', {
          body: { userName: 'demo', password: 'wrong', clientId: CLIENT_ID },
        }),
      ),
      // No token: the bearer call is refused.
      await failed(client.call('account.getCustomer', { query: { username: 'demo' } })),
      await failed(client.call('reference.validateAccess')),
    ];
    expect(errors.map((error) => error?.status)).toEqual([400, 401, 500]);
    expect(answers).toHaveLength(3);
    answers.forEach((answer, index) => {
      const parsed = ProblemSchema.safeParse(answer);
      expect(parsed.success).toBe(true);
      expect(errors[index]?.problem).toEqual(parsed.data);
      expect(errors[index]?.message).toBe(parsed.data?.message ?? parsed.data?.detail);
    });
  });
});

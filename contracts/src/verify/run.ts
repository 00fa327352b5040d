import { hubEvents } from '../hub.ts';
import { registry, type EndpointKey } from '../registry.ts';
import { checkAnswer } from './check.ts';
import { checkHub, type PushControl } from './hub-check.ts';
import {
  callEndpoint,
  parsed,
  sameJson,
  UnreachableError,
  type Exchange,
  type HttpContext,
} from './http.ts';
import { collect, firstNumber, firstString } from './read.ts';
import {
  customerSteps,
  logoutStep,
  NOT_WALKED,
  publicSteps,
  sentMessageText,
  writeSteps,
  type Learned,
  type Step,
} from './steps.ts';
import type { CallOutcome, VerifyReport } from './types.ts';
import { checkWagerOnce, WAGER_CHECKS } from './wager-check.ts';

export interface VerifyOptions {
  baseUrl: string;
  user: string;
  password: string;
  clientId: string;
  includeWrites: boolean;
  /** With includeWrites: place one probe bet, twice with one Idempotency-Key (decision 192). */
  placeWager?: boolean;
  /** A test environment's control API that can push hub events (the mock's /__mock). */
  control?: PushControl | undefined;
  /** Skip the push hub entirely. */
  hub: boolean;
  timeoutMs: number;
}

export type Progress = (done: number, total: number, label: string) => void;

class Fatal extends Error {}

/** negotiate, connect, then one push per event. */
const HUB_CHECKS = 2 + Object.keys(hubEvents).length;

/** Logs in, walks every safe call chaining real ids, checks the hub; never throws. */
export async function runVerify(options: VerifyOptions, progress: Progress = () => undefined) {
  const http: HttpContext = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    clientId: options.clientId,
    timeoutMs: options.timeoutMs,
  };
  const report: VerifyReport = {
    baseUrl: http.baseUrl,
    startedAt: new Date().toISOString(),
    calls: [],
  };
  const writes = options.includeWrites ? writeSteps : [];
  const placeWager = options.includeWrites && options.placeWager === true;
  let total =
    publicSteps.length +
    2 +
    customerSteps.length +
    writes.length +
    (options.includeWrites ? 1 : 0) + // message.send again with its Idempotency-Key
    (placeWager ? WAGER_CHECKS : 0) +
    (options.hub ? HUB_CHECKS : 0) +
    1;
  const learned: Learned = {
    userName: options.user,
    clientId: options.clientId,
    runId: report.startedAt,
  };
  let token: string | undefined;
  let balance: number | undefined;

  const record = (call: CallOutcome) => {
    report.calls.push(call);
    progress(report.calls.length, total, call.endpoint);
  };
  const call = async (
    key: EndpointKey,
    step: Step | undefined,
    label: string = key,
    expected = 200,
    withToken = true,
  ) => {
    const input = step ? step.input(learned) : {};
    const def = registry[key];
    if (typeof input === 'string') {
      record({
        endpoint: label,
        method: def.method,
        target: def.path,
        status: null,
        ms: 0,
        violations: [],
        skipped: input,
      });
      return undefined;
    }
    const exchange = await callEndpoint(http, key, input, withToken ? token : undefined);
    const violations = checkAnswer(label, exchange.answer, def.response, expected);
    record({
      endpoint: label,
      method: exchange.method,
      target: exchange.target,
      status: exchange.answer.status,
      ms: exchange.ms,
      violations,
    });
    const body = exchange.answer.status === expected ? parsed(exchange) : undefined;
    if (body !== undefined) step?.learn?.(body, learned);
    return { exchange, body };
  };

  try {
    for (const step of publicSteps) await call(step.key, step);
    const login = await call('auth.token', {
      key: 'auth.token',
      input: () => ({
        body: { userName: options.user, password: options.password, clientId: options.clientId },
      }),
    });
    if (login?.exchange.answer.status !== 200) {
      throw new Fatal(
        `login refused for "${options.user}": ${login?.exchange.answer.status ?? '?'} ${login?.exchange.answer.text.slice(0, 200) ?? ''}`,
      );
    }
    token = firstString(login.body, ['token']);
    if (!token) throw new Fatal('the login answer carries no token: nothing else can be checked');
    learned.userId = firstNumber(login.body, ['userId']);
    balance = firstNumber(login.body, ['accountBalance']);
    // Every bearer call must refuse a missing token with a 401 problem.
    await call('account.standing', undefined, 'account.standing (no token)', 401, false);
    for (const step of [...customerSteps, ...writes]) {
      const result = await call(step.key, step);
      if (step.again?.when(learned)) {
        total += 1;
        await call(
          step.key,
          { ...step, input: step.again.input },
          `${step.key} (${step.again.label})`,
        );
      }
      if (step.key === 'account.standing')
        balance = firstNumber(result?.body, ['balance']) ?? balance;
      if (step.key === 'message.send' && result?.body !== undefined)
        record(await checkKeyHonoured(http, token, step, learned, result.exchange));
    }
    if (placeWager) (await checkWagerOnce(http, token, learned)).forEach(record);
    if (options.hub) {
      const hub = await checkHub({
        http,
        token,
        userName: options.user,
        control: options.control,
        balance,
      });
      hub.forEach(record);
    }
    await call(logoutStep.key, logoutStep);
  } catch (error) {
    if (error instanceof UnreachableError || error instanceof Fatal) report.fatal = error.message;
    else report.fatal = `verify failed: ${error instanceof Error ? error.message : String(error)}`;
    return report;
  }
  if (!options.includeWrites) {
    for (const step of writeSteps) {
      const reason = step.write
        ? 'changes data: pass --include-writes (test environments only)'
        : 'reads what a write made: pass --include-writes';
      report.calls.push(skippedCall(step.key, reason));
    }
  }
  for (const [key, reason] of Object.entries(NOT_WALKED) as [EndpointKey, string][]) {
    if (placeWager && key === 'wager.submit') continue;
    report.calls.push(skippedCall(key, `never walked: ${reason}`));
  }
  return report;
}

export const KEY_CHECK_LABEL = 'message.send (same Idempotency-Key)';

/**
 * Sends the message of `step` again with the key its first send carried, and reads the sent list:
 * the same answer and one message mean the backend honours Idempotency-Key (decision 192). Not
 * honouring it is a warning (the draft makes it optional, the client reconciles anyway); only an
 * answer that breaks the contract is a violation.
 */
async function checkKeyHonoured(
  http: HttpContext,
  token: string,
  step: Step,
  learned: Learned,
  first: Exchange,
): Promise<CallOutcome> {
  const def = registry[step.key];
  const input = step.input(learned);
  if (typeof input === 'string' || first.idempotencyKey === undefined)
    return { ...skippedCall(step.key, 'no first send to repeat'), endpoint: KEY_CHECK_LABEL };
  const again = await callEndpoint(http, step.key, input, token, first.idempotencyKey);
  const { status } = again.answer;
  const violations =
    status === 200 ? checkAnswer(KEY_CHECK_LABEL, again.answer, def.response, 200) : [];
  const warnings: string[] = [];
  if (status !== 200) {
    warnings.push(
      `Idempotency-Key not honoured: the same request with the same key answered ${status}, not the first answer (200)`,
    );
  } else if (!sameJson(first.answer.text, again.answer.text)) {
    warnings.push(
      'Idempotency-Key not honoured: the same request with the same key got another answer than the first',
    );
  }
  const sent = await callEndpoint(
    http,
    'message.list',
    { body: { messagetypeid: 0, includeread: true, isReceived: false, texttofind: '' } },
    token,
  );
  const text = sentMessageText(learned);
  const copies =
    sent.answer.status === 200
      ? collect(parsed(sent), ['*', 'body']).filter((body) => body === text).length
      : undefined;
  if (copies !== undefined && copies > 1) {
    warnings.push(
      `Idempotency-Key not honoured: the message was booked ${copies} times (docs/contract-tooling.md)`,
    );
  }
  return {
    endpoint: KEY_CHECK_LABEL,
    method: again.method,
    target: again.target,
    status,
    ms: again.ms,
    violations,
    warnings,
  };
}

function skippedCall(key: EndpointKey, reason: string): CallOutcome {
  const def = registry[key];
  return {
    endpoint: key,
    method: def.method,
    target: def.path,
    status: null,
    ms: 0,
    violations: [],
    skipped: reason,
  };
}

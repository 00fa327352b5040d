import { registry, type EndpointKey } from '../registry.ts';
import { checkAnswer } from './check.ts';
import { callEndpoint, parsed, sameJson, type Exchange, type HttpContext } from './http.ts';
import { collect, firstNumber, firstString } from './read.ts';
import type { Learned } from './steps.ts';
import type { CallOutcome } from './types.ts';

/** The probe bet's stake: the smallest withdrawal's figure (5.00), well inside any book's limits. */
export const WAGER_PROBE = 5;
export const WAGER_KEY_CHECK_LABEL = 'wager.submit (same Idempotency-Key)';
/** What `--place-wager` adds to the walk: a pick, the bet, the bet again with its key. */
export const WAGER_CHECKS = 3;

const outcome = (
  key: EndpointKey,
  endpoint: string,
  exchange: Exchange,
  warnings: string[] = [],
): CallOutcome => {
  return {
    endpoint,
    method: exchange.method,
    target: exchange.target,
    status: exchange.answer.status,
    ms: exchange.ms,
    violations: checkAnswer(endpoint, exchange.answer, registry[key].response, 200),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
};

const skipped = (endpoint: string, reason: string): CallOutcome => ({
  endpoint,
  method: 'POST',
  target: registry['wager.submit'].path,
  status: null,
  ms: 0,
  violations: [],
  skipped: reason,
});

/**
 * `--place-wager` (decision 192): puts the first offer on a new slip, places it with the probe
 * stake, sends the same bet again with the same Idempotency-Key, and reads the tickets. The same
 * answer and one ticket mean the backend books a resent bet once. Not honouring the key is a
 * warning, as for the message; an answer that breaks the contract is a violation.
 */
export async function checkWagerOnce(
  http: HttpContext,
  token: string,
  learned: Learned,
): Promise<CallOutcome[]> {
  if (learned.offerId === undefined)
    return [
      skipped('wager.addItem (probe bet)', 'no offer id to chain from an earlier answer'),
      skipped('wager.submit', 'no slip to place'),
      skipped(WAGER_KEY_CHECK_LABEL, 'no first send to repeat'),
    ];
  const add = await callEndpoint(
    http,
    'wager.addItem',
    { body: { offerId: learned.offerId } },
    token,
  );
  const slipId = add.answer.status === 200 ? firstString(parsed(add), ['slipId']) : undefined;
  const results = [outcome('wager.addItem', 'wager.addItem (probe bet)', add)];
  if (slipId === undefined)
    return [
      ...results,
      skipped('wager.submit', 'the probe pick made no slip'),
      skipped(WAGER_KEY_CHECK_LABEL, 'no first send to repeat'),
    ];
  const bet = {
    body: {
      betSlipId: slipId,
      wagerAmount: WAGER_PROBE,
      ifWagerAmount: 0,
      paymentMethod: null,
      authorizationNumber: null,
    },
  };
  const first = await callEndpoint(http, 'wager.submit', bet, token);
  const firstBody = parsed(first);
  const accepted =
    first.answer.status === 200 && collect(firstBody, ['isSuccess'])[0] === true
      ? firstNumber(firstBody, ['ticketNumber'])
      : undefined;
  const firstWarnings =
    first.answer.status === 200 && accepted === undefined
      ? [
          `the probe bet was not accepted (${firstString(firstBody, ['error', '0', 'ruleDesc']) ?? 'no reason given'}): only the two answers are compared`,
        ]
      : [];
  results.push(outcome('wager.submit', 'wager.submit', first, firstWarnings));
  if (first.answer.status !== 200 || first.idempotencyKey === undefined)
    return [...results, skipped(WAGER_KEY_CHECK_LABEL, 'no first send to repeat')];

  const again = await callEndpoint(http, 'wager.submit', bet, token, first.idempotencyKey);
  const warnings: string[] = [];
  if (again.answer.status !== 200)
    warnings.push(
      `Idempotency-Key not honoured: the same bet with the same key answered ${String(again.answer.status)}, not the first answer (200)`,
    );
  else if (!sameJson(first.answer.text, again.answer.text))
    warnings.push(
      'Idempotency-Key not honoured: the same bet with the same key got another answer than the first',
    );
  if (accepted !== undefined) {
    const tickets = await callEndpoint(
      http,
      'ticket.list',
      {
        query: {
          date: new Date(Date.now() - 86_400_000).toISOString(),
          dateTo: new Date(Date.now() + 86_400_000).toISOString(),
        },
      },
      token,
    );
    const numbers = collect(parsed(tickets), ['*', 'ticketNumber']);
    const booked = numbers.filter((n) => n === accepted).length;
    const secondTicket = firstNumber(parsed(again), ['ticketNumber']);
    if (secondTicket !== undefined && secondTicket !== accepted)
      warnings.push(
        `Idempotency-Key not honoured: the bet sent again was booked as another ticket (${String(secondTicket)} beside ${String(accepted)})`,
      );
    else if (booked > 1)
      warnings.push(`Idempotency-Key not honoured: the bet was booked ${String(booked)} times`);
  }
  results.push(outcome('wager.submit', WAGER_KEY_CHECK_LABEL, again, warnings));
  return results;
}

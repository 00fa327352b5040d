import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp } from '../testing/test-app.ts';
import {
  FUZZ_RUNS,
  FUZZ_SEED,
  FuzzTarget,
  fuzzLogger,
  fuzzTimeout,
  reportFailure,
} from './fuzz-run.ts';
import { steps, type Walk } from '../testing/sequence-fuzz-steps.ts';
import { warmUp } from './warm-up.ts';

// Stateful fuzzing (issue 14): FUZZ_RUNS random walks of up to 20 steps per persona through the
// journeys that move money or data (sequence-steps.ts), on one server whose state carries over
// from walk to walk. Each answer is judged like the contract fuzzer's; each step checks the money.

describe('sequence fuzzing: slip → wager → cash-out, deposit/withdraw → decision, send → read', () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = new FuzzTarget(await createTestApp({ logger: fuzzLogger() }));
    await warmUp(target);
  });
  afterAll(async () => {
    target.report('sequences');
    await target.app.close();
  });

  it.each(['demo', 'basic'] as const)(
    '%s',
    async (persona) => {
      await fc.assert(
        fc.asyncProperty(fc.commands(steps, { maxCommands: 20 }), async (commands) => {
          const walk: Walk = {
            target,
            persona,
            slipId: null,
            tickets: [],
            requests: [],
            messages: [],
          };
          await fc.asyncModelRun(() => ({ model: {}, real: walk }), commands);
        }),
        {
          seed: FUZZ_SEED + (persona === 'demo' ? 100 : 101),
          numRuns: FUZZ_RUNS,
          endOnFailure: true,
          reporter: reportFailure,
        },
      );
    },
    fuzzTimeout(FUZZ_RUNS * 30),
  );
});

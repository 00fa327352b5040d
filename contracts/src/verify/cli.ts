import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { jsonReport, junitReport, textReport, totals } from './report.ts';
import { runVerify, type VerifyOptions } from './run.ts';
import { exitCodeOf } from './types.ts';

export const USAGE = `Usage: sportsbook-contract verify --base-url URL --user NAME --password PASSWORD
       [--json] [--junit FILE] [--include-writes [--place-wager]] [--control URL [--control-token TOKEN]]
       [--no-hub] [--client-id ID] [--timeout-ms 10000]

Checks a live /w/api against the contract: logs in, walks every call that is safe to repeat
(chaining real ids), validates status, headers and body, and checks the push hub.
  --base-url        origin the /w/api paths hang off (env SPORTSBOOK_BASE_URL)
  --user/--password the customer verify logs in as (env SPORTSBOOK_USER, SPORTSBOOK_PASSWORD)
  --json            the report as JSON on stdout (progress stays on stderr)
  --junit FILE      also write JUnit XML for CI
  --include-writes  also add and remove a pick, send a message, file and cancel a withdrawal:
                    test environments only
  --place-wager     with --include-writes: also place one bet of 5.00 on the first offer, send it
                    again with the same Idempotency-Key and check one ticket is booked (real money)
  --control URL     a test environment's control API that can push hub events (the mock: /__mock)
Exit code: 0 no violation, 1 violations, 2 could not run (unreachable, login refused, bad usage).`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Progress on one rewritten line (a terminal) or not at all. */
  tty: boolean;
  env: Record<string, string | undefined>;
}

type Parsed =
  { options: VerifyOptions; json: boolean; junit: string | undefined } | { error: string };

export function parseCli(argv: readonly string[], env: CliIo['env']): Parsed {
  let values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        'base-url': { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        'client-id': { type: 'string', default: 'sportsbook-contract' },
        json: { type: 'boolean', default: false },
        junit: { type: 'string' },
        'include-writes': { type: 'boolean', default: false },
        'place-wager': { type: 'boolean', default: false },
        control: { type: 'string' },
        'control-token': { type: 'string' },
        'no-hub': { type: 'boolean', default: false },
        'timeout-ms': { type: 'string', default: '10000' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { error: '' };
  if (positionals[0] !== 'verify' || positionals.length > 1)
    return { error: 'The command is `verify`.' };
  const baseUrl = values['base-url'] ?? env.SPORTSBOOK_BASE_URL;
  const user = values.user ?? env.SPORTSBOOK_USER;
  const password = values.password ?? env.SPORTSBOOK_PASSWORD;
  const timeoutMs = Number(values['timeout-ms']);
  if (!baseUrl || !/^https?:\/\//.test(baseUrl))
    return { error: '--base-url must be an http(s) URL.' };
  if (!user || !password) return { error: '--user and --password are required.' };
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    return { error: '--timeout-ms must be a positive integer.' };
  if (values['place-wager'] && !values['include-writes'])
    return { error: '--place-wager places a real bet: it needs --include-writes.' };
  const control = values.control ?? env.SPORTSBOOK_CONTROL_URL;
  return {
    json: values.json,
    junit: values.junit,
    options: {
      baseUrl,
      user,
      password,
      clientId: values['client-id'],
      includeWrites: values['include-writes'],
      placeWager: values['place-wager'],
      control: control
        ? {
            url: control.replace(/\/+$/, ''),
            token: values['control-token'] ?? env.MOCK_CONTROL_TOKEN,
          }
        : undefined,
      hub: !values['no-hub'],
      timeoutMs,
    },
  };
}

/** The whole command; answers the exit code (the bin exits with it). */
export async function main(argv: readonly string[], io: CliIo): Promise<0 | 1 | 2> {
  const parsed = parseCli(argv, io.env);
  if ('error' in parsed) {
    if (parsed.error) io.err(`${parsed.error}\n`);
    io.err(`${USAGE}\n`);
    return 2;
  }
  const report = await runVerify(parsed.options, (done, total, label) => {
    const line = `[${done}/${total}] ${label}`;
    io.err(io.tty ? `\r\x1b[2K${line}` : `${line}\n`);
  });
  if (io.tty) io.err('\r\x1b[2K');
  if (parsed.junit) writeFileSync(parsed.junit, junitReport(report));
  if (parsed.json) io.out(`${jsonReport(report)}\n`);
  else io.out(`${textReport(report)}\n`);
  if (report.fatal !== undefined) io.err(`sportsbook-contract: ${report.fatal}\n`);
  else if (parsed.json) io.err(`Checked ${totals(report).checked} calls.\n`);
  return exitCodeOf(report);
}

import type { CallOutcome, VerifyReport, Violation } from './types.ts';
import { exitCodeOf } from './types.ts';

/** One line per violation: endpoint, field path, expected, got (and how often). */
export const violationLine = (v: Violation): string =>
  `${v.endpoint}  ${v.path}  expected ${v.expected}, got ${v.got}${v.count > 1 ? ` (${v.count}×)` : ''}`;

const resultOf = (call: CallOutcome): string =>
  call.skipped !== undefined
    ? `skipped: ${call.skipped}`
    : call.violations.length
      ? `${call.violations.length} violation${call.violations.length > 1 ? 's' : ''}`
      : call.warnings?.length
        ? `ok, ${call.warnings.length} warning${call.warnings.length > 1 ? 's' : ''}`
        : 'ok';

export function totals(report: VerifyReport) {
  const made = report.calls.filter((c) => c.skipped === undefined);
  return {
    checked: made.length,
    failed: made.filter((c) => c.violations.length).length,
    skipped: report.calls.length - made.length,
    violations: made.reduce((n, c) => n + c.violations.length, 0),
    warnings: made.reduce((n, c) => n + (c.warnings?.length ?? 0), 0),
  };
}

/** The human report: violations first, then the summary table and the totals. */
export function textReport(report: VerifyReport): string {
  const lines: string[] = [];
  const violations = report.calls.flatMap((c) => c.violations);
  if (violations.length)
    lines.push('Violations:', ...violations.map((v) => `  ${violationLine(v)}`), '');
  const warnings = report.calls.flatMap((c) =>
    (c.warnings ?? []).map((w) => `${c.endpoint}  ${w}`),
  );
  if (warnings.length) lines.push('Warnings (not failures):', ...warnings.map((w) => `  ${w}`), '');
  if (!report.calls.length && report.fatal !== undefined) {
    return `Could not run: ${report.fatal}\nExit code ${exitCodeOf(report)}.`;
  }
  const rows = report.calls.map((c) => [
    c.endpoint,
    c.method,
    c.status === null ? '-' : String(c.status),
    c.skipped === undefined ? String(c.ms) : '-',
    resultOf(c),
  ]);
  const header = ['Endpoint', 'Method', 'Status', 'ms', 'Result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  lines.push(row(header), row(widths.map((w) => '-'.repeat(w))), ...rows.map(row), '');
  const t = totals(report);
  lines.push(
    `Checked ${t.checked} calls against the contract: ${t.checked - t.failed} ok, ${t.failed} with violations (${t.violations} violation lines), ${t.skipped} skipped.`,
  );
  if (t.warnings) lines.push(`${t.warnings} warning${t.warnings > 1 ? 's' : ''} (not failures).`);
  if (report.fatal !== undefined) lines.push(`Could not finish: ${report.fatal}`);
  lines.push(`Exit code ${exitCodeOf(report)}.`);
  return lines.join('\n');
}

export const jsonReport = (report: VerifyReport): string =>
  JSON.stringify({ ...report, totals: totals(report), exitCode: exitCodeOf(report) }, null, 2);

/** Escaped for an attribute or text node; control characters XML 1.0 cannot hold are dropped. */
const xml = (text: string): string =>
  Array.from(text)
    .filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r')
    .join('')
    .replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JUnit XML: one test case per call, a failure per call with violations, skipped ones marked. */
export function junitReport(report: VerifyReport): string {
  const t = totals(report);
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const cases = report.calls.map((c) => {
    const name = `${c.endpoint} ${c.method} ${c.target}`;
    const open = `    <testcase classname="sportsbook-contract.${xml(c.endpoint.split('.')[0] ?? '')}" name="${xml(name)}" time="${seconds(c.ms)}"`;
    if (c.skipped !== undefined)
      return `${open}>\n      <skipped message="${xml(c.skipped)}"/>\n    </testcase>`;
    const warned = (c.warnings ?? []).map((w) => `warning: ${w}`).join('\n');
    if (!c.violations.length)
      return warned
        ? `${open}>\n      <system-out>${xml(warned)}</system-out>\n    </testcase>`
        : `${open}/>`;
    const body = c.violations.map(violationLine).join('\n');
    return `${open}>\n      <failure message="${c.violations.length} contract violation(s)" type="ContractViolation">${xml(body)}</failure>\n    </testcase>`;
  });
  const errors = report.fatal === undefined ? 0 : 1;
  const fatal =
    report.fatal === undefined
      ? []
      : [
          `    <testcase classname="sportsbook-contract" name="run"><error message="${xml(report.fatal)}"/></testcase>`,
        ];
  const total = report.calls.length + errors;
  const time = seconds(report.calls.reduce((n, c) => n + c.ms, 0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="sportsbook-contract verify" tests="${total}" failures="${t.failed}" errors="${errors}" skipped="${t.skipped}" time="${time}">`,
    `  <testsuite name="${xml(report.baseUrl)}" tests="${total}" failures="${t.failed}" errors="${errors}" skipped="${t.skipped}" time="${time}" timestamp="${report.startedAt}">`,
    ...cases,
    ...fatal,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check.ts';
import { junitReport, textReport, violationLine } from './report.ts';
import { exitCodeOf, type VerifyReport } from './types.ts';

const Ticket = z.object({ ticketNumber: z.number().int(), state: z.enum(['P', 'W']) });
const json = (status: number, body: unknown, contentType = 'application/json') => ({
  status,
  contentType,
  text: JSON.stringify(body),
});

describe('checkAnswer', () => {
  it('passes an answer on contract', () => {
    expect(checkAnswer('ticket.get', json(200, { ticketNumber: 1, state: 'P' }), Ticket)).toEqual(
      [],
    );
  });

  it('names the field path, what the contract expects and what came, once per list', () => {
    const list = [
      { ticketNumber: '1', state: 'P' },
      { ticketNumber: '2', state: 'P' },
      { TicketNumber: 3, state: 'X' },
    ];
    const lines = checkAnswer('ticket.list', json(200, list), z.array(Ticket)).map(violationLine);
    expect(lines).toEqual([
      'ticket.list  body[].ticketNumber  expected number, got string (2×)',
      'ticket.list  body[].ticketNumber  expected number, got missing',
      `ticket.list  body[].state  expected one of "P", "W", got string`,
    ]);
  });

  it('reports a wrong status with the problem message, a wrong media type and a body that is not JSON', () => {
    const refused = json(404, { title: 'Not Found', status: 404, message: 'No such ticket' });
    expect(checkAnswer('ticket.get', refused, Ticket).map(violationLine)).toEqual([
      'ticket.get  status  expected 200, got 404: No such ticket',
    ]);
    const html = { status: 200, contentType: 'text/html', text: '<h1>oops</h1>' };
    expect(checkAnswer('ticket.get', html, Ticket).map((v) => v.path)).toEqual([
      'header.content-type',
      'body',
    ]);
  });

  it('expects a problem document when an error status is what the contract says', () => {
    const plain = json(401, { title: 'Unauthorized', status: 401 });
    expect(checkAnswer('x', plain, Ticket, 401).map((v) => v.path)).toEqual([
      'header.content-type',
    ]);
    const problem = json(401, { title: 'Unauthorized', status: 401 }, 'application/problem+json');
    expect(checkAnswer('x', problem, Ticket, 401)).toEqual([]);
  });
});

describe('reports', () => {
  const report: VerifyReport = {
    baseUrl: 'http://api.example',
    startedAt: '2026-11-23T10:00:00.000Z',
    calls: [
      {
        endpoint: 'account.standing',
        method: 'GET',
        target: '/w/api/account/standing',
        status: 200,
        ms: 12,
        violations: [],
      },
      {
        endpoint: 'ticket.list',
        method: 'GET',
        target: '/w/api/ticket?a=1&b=<2>',
        status: 200,
        ms: 30,
        violations: [
          {
            endpoint: 'ticket.list',
            path: 'body[].ticketNumber',
            expected: 'number',
            got: 'string',
            count: 4,
          },
        ],
      },
      {
        endpoint: 'ticket.get',
        method: 'GET',
        target: '/w/api/ticket/{id}',
        status: null,
        ms: 0,
        violations: [],
        skipped: 'no ticket number',
      },
    ],
  };

  it('prints the violation lines, a summary table and the count of checked calls', () => {
    const text = textReport(report);
    expect(text).toContain('ticket.list  body[].ticketNumber  expected number, got string (4×)');
    expect(text).toMatch(/account\.standing\s+GET\s+200\s+12\s+ok/);
    expect(text).toContain('Checked 2 calls against the contract: 1 ok, 1 with violations');
    expect(exitCodeOf(report)).toBe(1);
  });

  it('writes JUnit XML with a failure per broken call and skipped ones marked', () => {
    const xml = junitReport(report);
    expect(xml).toContain('tests="3" failures="1" errors="0" skipped="1"');
    expect(xml).toContain('name="ticket.list GET /w/api/ticket?a=1&#38;b=&#60;2&#62;"');
    expect(xml).toContain('<failure message="1 contract violation(s)"');
    expect(xml).toContain('<skipped message="no ticket number"/>');
    expect(exitCodeOf({ ...report, fatal: 'cannot reach' })).toBe(2);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  BETSLIP_SCROLL_HEIGHT_PX,
  INBOX_SCROLL_HEIGHT_PX,
  MOBILE_MAX_WIDTH_PX,
  SLIP_EVENT_ERROR_CLEAR_MS,
  TABLET_MIN_WIDTH_PX,
} from '@sportsbook/contracts/rules/constants';

/*
 * Issue 26 item 13: the spec's figures live in contracts/src/rules/constants.ts only. The app's
 * code names them (BETSLIP_SCROLL_HEIGHT_PX, SIGNUP_AGENT_ID, ...); a literal copy of one is found
 * here. The CSS breakpoints cannot import a constant, so they are checked against them instead.
 */

const SOURCE = resolve(import.meta.dirname, '..');

/** Sizes of the spec in px: the slip panel, the inbox, and both sides of each breakpoint. */
const SPEC_PX = [
  BETSLIP_SCROLL_HEIGHT_PX,
  INBOX_SCROLL_HEIGHT_PX,
  TABLET_MIN_WIDTH_PX - 1,
  TABLET_MIN_WIDTH_PX,
  MOBILE_MAX_WIDTH_PX,
  MOBILE_MAX_WIDTH_PX + 1,
];
const SPEC_PX_TEXT = new RegExp(`\\b(${SPEC_PX.join('|')})px\\b`);
const SIZE_PROPERTY = /^(max|min)?(height|width)$/i;
/** Properties whose number is a spec figure: the sign-up's agentId, the first page, page sizes. */
const PAGING_PROPERTY = /^(agentId|page|pageNumber|pageSize|size)$/;
/** Where the 5-second slip error clear lives: any literal 5000 there is a copy of it. */
const SLIP_FILES = /^(features\/bet-slip|lib\/picks)\//;

const propertyName = (node: ts.Node): string | undefined =>
  (ts.isPropertyAssignment(node) || ts.isJsxAttribute(node)) &&
  (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ? node.name.text
    : undefined;

/** The spec literals in one source file, as 'file:line literal'. */
function specLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${String(line + 1)} ${node.getText(source)}`);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
      SPEC_PX_TEXT.test(node.text)
    ) {
      report(node);
    }
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text.replaceAll('_', ''));
      // A number's owner: `name: 300`, or `name={300}` in JSX.
      const owner = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent;
      const name = propertyName(owner);
      if (
        (name !== undefined && SIZE_PROPERTY.test(name) && SPEC_PX.includes(value)) ||
        (name !== undefined && PAGING_PROPERTY.test(name)) ||
        (SLIP_FILES.test(file) && value === SLIP_EVENT_ERROR_CLEAR_MS)
      ) {
        report(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The app's production sources, relative to src (tests and the generated class table aside). */
function productionSources(): string[] {
  return readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => !/\.test\.tsx?$|^test\/|\.generated\.ts$|\.d\.ts$/.test(file))
    .sort();
}

const cssBreakpoint = (css: string, name: string) =>
  new RegExp(`--breakpoint-${name}:\\s*(\\d+)px;`).exec(css)?.[1];

describe('the spec figures live in contracts/src/rules/constants.ts', () => {
  it('finds planted literals of each kind', () => {
    const planted = [
      "export const a = <ul className='max-h-[300px]' />;",
      'export const b = <div style={{ maxHeight: 400 }} height={400} />;',
      "export const c = '(min-width: 1025px)';",
      'export const d = `(max-width: ${String(640)}px) and (min-width: 641px)`;',
      'export const e = { body: { agentId: 1 }, query: { page: 1, size: 10, pageSize: 25 } };',
    ].join('\n');
    expect(specLiterals('features/x/planted.tsx', planted)).toEqual([
      "features/x/planted.tsx:1 'max-h-[300px]'",
      'features/x/planted.tsx:2 400',
      'features/x/planted.tsx:2 400',
      "features/x/planted.tsx:3 '(min-width: 1025px)'",
      'features/x/planted.tsx:4 }px) and (min-width: 641px)`',
      'features/x/planted.tsx:5 1',
      'features/x/planted.tsx:5 1',
      'features/x/planted.tsx:5 10',
      'features/x/planted.tsx:5 25',
    ]);
    expect(specLiterals('lib/picks/planted.ts', 'toast(text, { duration: 5_000 });')).toEqual([
      'lib/picks/planted.ts:1 5_000',
    ]);
  });

  it('leaves other numbers alone', () => {
    const other = [
      'const MB = 1024 * 1024;',
      'export const SEARCH_DEBOUNCE_MS = 300;',
      "export const f = { limit: 400, className: 'w-[320px]', page: MATCHUP_FIRST_PAGE };",
      'export const LOGIN_WAIT_MS = 5000;',
    ].join('\n');
    expect(specLiterals('features/x/other.ts', other)).toEqual([]);
  });

  it('finds none in the app', () => {
    const files = productionSources();
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) =>
      specLiterals(
        relative(SOURCE, resolve(SOURCE, file)),
        readFileSync(resolve(SOURCE, file), 'utf8'),
      ),
    );
    expect(found).toEqual([]);
  });

  it('holds the CSS breakpoints (Tailwind `tablet:` and `desktop:`) to the constants', () => {
    const css = readFileSync(resolve(SOURCE, 'styles/index.css'), 'utf8');
    expect(cssBreakpoint(css, 'tablet')).toBe(String(TABLET_MIN_WIDTH_PX));
    expect(cssBreakpoint(css, 'desktop')).toBe(String(MOBILE_MAX_WIDTH_PX + 1));
    // No other CSS of the app repeats a spec size.
    const stylesheets = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.css'),
    );
    const copies = stylesheets.flatMap((file) =>
      readFileSync(resolve(SOURCE, file), 'utf8')
        .split('\n')
        .filter((line) => SPEC_PX_TEXT.test(line) && !/--breakpoint-(tablet|desktop):/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(copies).toEqual([]);
  });
});

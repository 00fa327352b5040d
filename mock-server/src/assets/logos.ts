import { uploadedFilePath } from '@sportsbook/contracts/endpoints/files/save-document';

/*
 * The seeded banks' and lotteries' logos: small original marks drawn for the mock (a shape, the
 * initials, the short name on a coloured badge), not any real brand's artwork. Each badge carries
 * its own background, so it reads on every theme. The server (http/file-routes.ts) and the MSW
 * handlers (msw/handlers.ts) serve them at the paths the seed gives (logoLink), beside uploaded
 * files: paths on the API's origin, as the contract allows for files the server holds.
 */

export type LogoKind = 'bank' | 'lottery';

const FONT = "font-family='Arial,Helvetica,sans-serif' font-weight='700'";

/**
 * A 160×64 bank badge: `mark` drawn in the left 64×64, `word` beside it. A long word is fitted to
 * the space left (textLength), whatever font the viewer has.
 */
const bank = (background: string, mark: string, word: string, wordSize: number, fit = false) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 64'>` +
  `<rect width='160' height='64' rx='10' fill='${background}'/>${mark}` +
  `<text x='62' y='${String(32 + wordSize * 0.35)}' ${FONT} font-size='${String(wordSize)}' ` +
  `fill='#fff'${fit ? " textLength='90' lengthAdjust='spacingAndGlyphs'" : ''}>${word}</text></svg>`;

/** A 120×60 lottery badge: a ball (or `mark`) on the left, the name in one or two lines. */
const lottery = (background: string, mark: string, lines: readonly string[]) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 60'>` +
  `<rect width='120' height='60' rx='10' fill='${background}'/>${mark}` +
  lines
    .map(
      (line, index) =>
        `<text x='53' y='${String(lines.length === 1 ? 35.5 : 27 + index * 16)}' ${FONT} ` +
        `font-size='${lines.length === 1 ? '15' : '13.5'}' fill='#fff'>${line}</text>`,
    )
    .join('') +
  `</svg>`;

const initials = (x: number, y: number, text: string, fill: string, size = 16) =>
  `<text x='${String(x)}' y='${String(y)}' ${FONT} font-size='${String(size)}' ` +
  `text-anchor='middle' fill='${fill}'>${text}</text>`;

const ball = (fill: string, text: string, ink: string) =>
  `<circle cx='27' cy='30' r='19' fill='${fill}'/>` +
  `<circle cx='27' cy='30' r='13' fill='none' stroke='${ink}' stroke-width='1.5' opacity='.35'/>` +
  initials(27, 35.5, text, ink, 14);

// Keyed by the seed's bank name and lottery group name.
const DRAWINGS: Record<LogoKind, Record<string, string>> = {
  bank: {
    Popular: bank(
      '#1e3a8a',
      `<circle cx='32' cy='32' r='20' fill='#f59e0b'/>${initials(32, 37.5, 'BP', '#1e3a8a')}`,
      'Popular',
      22,
    ),
    Banreservas: bank(
      '#0f766e',
      `<path d='M32 10 54 32 32 54 10 32Z' fill='#fff'/>${initials(32, 37.5, 'BR', '#0f766e')}`,
      'Banreservas',
      17,
      true,
    ),
    BHD: bank(
      '#166534',
      `<path d='M32 11 50 21.5v21L32 53 14 42.5v-21Z' fill='#bbf7d0'/>` +
        initials(32, 37, 'B', '#166534', 18),
      'BHD',
      26,
    ),
    Scotiabank: bank(
      '#5b21b6',
      `<circle cx='32' cy='32' r='18' fill='none' stroke='#fff' stroke-width='5'/>` +
        initials(32, 37.5, 'SB', '#fff', 14),
      'Scotiabank',
      17,
      true,
    ),
  },
  lottery: {
    'Loteria Nacional': lottery('#1d4ed8', ball('#facc15', 'LN', '#1e3a8a'), [
      'Loteria',
      'Nacional',
    ]),
    Leidsa: lottery('#047857', ball('#fff', 'LE', '#047857'), ['Leidsa']),
    Loteka: lottery('#be185d', ball('#fff', 'LK', '#be185d'), ['Loteka']),
    Domino: lottery(
      '#111827',
      `<rect x='15' y='9' width='24' height='42' rx='5' fill='#f9fafb'/>` +
        `<path d='M18 30h18' stroke='#111827' stroke-width='2'/>` +
        `<circle cx='27' cy='19.5' r='3' fill='#111827'/>` +
        `<circle cx='22' cy='36' r='2.6' fill='#111827'/><circle cx='32' cy='45' r='2.6' fill='#111827'/>`,
      ['Domino'],
    ),
    'New York': lottery('#4338ca', ball('#e0e7ff', 'NY', '#4338ca'), ['New', 'York']),
  },
};

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The file name a logo is served under ('logo-bank-popular.svg'). */
export const logoFileName = (kind: LogoKind, name: string): string =>
  `logo-${kind}-${slugOf(name)}.svg`;

/** The link the seed stores (urlLogo, logoUrl): a path on the API's origin. */
export const logoLink = (kind: LogoKind, name: string): string =>
  uploadedFilePath(logoFileName(kind, name));

const LOGO_FILES = new Map(
  (Object.entries(DRAWINGS) as [LogoKind, Record<string, string>][]).flatMap(([kind, drawings]) =>
    Object.entries(drawings).map(([name, svg]) => [logoFileName(kind, name), svg] as const),
  ),
);

export const LOGO_CONTENT_TYPE = 'image/svg+xml';

/** The SVG text of a logo by its file name, or undefined when there is none. */
export const logoFile = (fileName: string): string | undefined => LOGO_FILES.get(fileName);

/** Every logo's file name (tests check each seeded link against them). */
export const logoFileNames = (): string[] => [...LOGO_FILES.keys()];

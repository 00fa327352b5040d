/**
 * Addresses that come from data (menu options, team logos, settings) are untrusted: a `javascript:`
 * or `data:text/html` address in a link or a frame runs code in our origin. Only absolute http and
 * https addresses pass; everything else reads as null and the caller shows nothing (or moves on).
 */
export function safeHttpUrl(
  value: string | null | undefined,
  { httpsOnly = false }: { httpsOnly?: boolean } = {},
): string | null {
  const url = parse(value);
  if (!url) return null;
  const allowed = httpsOnly
    ? url.protocol === 'https:'
    : url.protocol === 'http:' || url.protocol === 'https:';
  return allowed ? url.href : null;
}

// An <img> never runs scripts (SVG included), so inline raster and SVG images are safe there; the
// mock's team logos are such data URLs.
const IMAGE_DATA_URL = /^data:image\/(png|gif|jpeg|webp|avif|svg\+xml)[;,]/i;

/** For <img src>: http(s) addresses, or inline image data. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (text && IMAGE_DATA_URL.test(text)) return text;
  return safeHttpUrl(text);
}

function parse(value: string | null | undefined): URL | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** True for an absolute http(s) address (see safeHttpUrl). */
export const isHttpUrl = (value: string | null | undefined): value is string =>
  safeHttpUrl(value) !== null;

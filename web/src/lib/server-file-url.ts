import { runtimeConfig } from './runtime-config.ts';
import { safeHttpUrl, safeImageSrc } from './safe-url.ts';

// A path on the API's own origin: one leading slash, never '//' or '/\' (another host).
const ROOT_PATH = /^\/(?![/\\])/;

/**
 * The address of a file the server holds (a wallet request's image, a message's attachment), or
 * null when it must not be shown. The API answers either absolute http(s) links or paths relative
 * to the API base URL (imagesUrl, attachmentLink); anything else (`javascript:`, `data:`,
 * `//other.host`) is refused.
 */
export function serverFileUrl(
  value: string,
  apiBase: string = runtimeConfig.apiUrl,
): string | null {
  const text = value.trim();
  if (!ROOT_PATH.test(text)) return safeHttpUrl(text);
  const base = safeHttpUrl(apiBase) ?? window.location.origin;
  return safeHttpUrl(new URL(text, base).href);
}

/**
 * For <img src> of an image the data names (a bank's or a lottery's logo): a path on the API's
 * origin (the mock serves its logos so), an absolute http(s) address or inline image data; null
 * for anything else, and the caller shows the name instead.
 */
export function serverImageUrl(
  value: string | null | undefined,
  apiBase: string = runtimeConfig.apiUrl,
): string | null {
  const text = value?.trim() ?? '';
  return ROOT_PATH.test(text) ? serverFileUrl(text, apiBase) : safeImageSrc(text);
}

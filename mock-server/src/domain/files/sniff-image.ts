export interface ImageKind {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(new TextEncoder().encode(text));

const BINARY_KINDS: { kind: ImageKind; matches: (bytes: Uint8Array) => boolean }[] = [
  {
    kind: { contentType: 'image/png', extension: 'png' },
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    kind: { contentType: 'image/jpeg', extension: 'jpg' },
    matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  },
  {
    kind: { contentType: 'image/gif', extension: 'gif' },
    matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  {
    kind: { contentType: 'image/webp', extension: 'webp' },
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
];

// An SVG is text: an optional BOM, XML declaration, comments and doctype may precede <svg.
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;
const SVG_SNIFF_BYTES = 4096;

/**
 * What the bytes really are, whatever the upload claimed: the declared content type comes from the
 * client and proves nothing. Null when they are not one of the accepted image formats.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const binary = BINARY_KINDS.find((candidate) => candidate.matches(bytes));
  if (binary) return binary.kind;
  const head = new TextDecoder().decode(bytes.subarray(0, SVG_SNIFF_BYTES));
  return SVG_START.test(head) ? { contentType: 'image/svg+xml', extension: 'svg' } : null;
}

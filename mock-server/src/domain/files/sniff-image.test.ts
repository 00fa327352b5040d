import { describe, expect, it } from 'vitest';
import { sampleReceiptPng } from './sample-image.ts';
import { sniffImage } from './sniff-image.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by their magic bytes', () => {
    expect(sniffImage(sampleReceiptPng())?.contentType).toBe('image/png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))?.extension).toBe('jpg');
    expect(sniffImage(text('GIF89a\x01\x00'))?.contentType).toBe('image/gif');
    expect(sniffImage(text('RIFF\x00\x00\x00\x00WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('recognises SVG after a BOM, an XML declaration, comments and a doctype', () => {
    expect(sniffImage(text('<svg viewBox="0 0 1 1"></svg>'))?.contentType).toBe('image/svg+xml');
    const decorated =
      '\uFEFF <?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg/>';
    expect(sniffImage(text(decorated))?.extension).toBe('svg');
  });

  it('refuses anything else', () => {
    expect(sniffImage(text('hello'))).toBeNull();
    expect(sniffImage(text('<html><svg/></html>'))).toBeNull();
    expect(sniffImage(text('RIFF\x00\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImage(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

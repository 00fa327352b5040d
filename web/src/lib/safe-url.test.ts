import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageSrc } from './safe-url.ts';

describe('safeHttpUrl', () => {
  it('passes absolute http and https addresses, normalised', () => {
    expect(safeHttpUrl('https://casino.example.com/lobby?x=1')).toBe(
      'https://casino.example.com/lobby?x=1',
    );
    expect(safeHttpUrl('  http://example.com ')).toBe('http://example.com/');
    expect(safeHttpUrl('HTTPS://Example.com/a')).toBe('https://example.com/a');
  });

  it('refuses script and other schemes', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('JavaScript:alert(1)')).toBeNull();
    expect(safeHttpUrl(' javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHttpUrl('vbscript:msgbox(1)')).toBeNull();
    expect(safeHttpUrl('file:///etc/passwd')).toBeNull();
    expect(safeHttpUrl('ftp://example.com')).toBeNull();
  });

  it('refuses relative, empty and missing values', () => {
    expect(safeHttpUrl('/casino')).toBeNull();
    expect(safeHttpUrl('//evil.example')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });

  it('can insist on https', () => {
    expect(safeHttpUrl('http://example.com', { httpsOnly: true })).toBeNull();
    expect(safeHttpUrl('https://example.com', { httpsOnly: true })).toBe('https://example.com/');
  });
});

describe('safeImageSrc', () => {
  it('passes http(s) addresses and inline images', () => {
    expect(safeImageSrc('https://cdn.example.com/logo.png')).toBe(
      'https://cdn.example.com/logo.png',
    );
    expect(safeImageSrc('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses other data and script addresses', () => {
    expect(safeImageSrc('data:text/html,<b>x</b>')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc(null)).toBeNull();
  });
});

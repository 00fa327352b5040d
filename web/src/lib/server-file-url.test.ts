import { describe, expect, it } from 'vitest';
import { serverFileUrl, serverImageUrl } from './server-file-url.ts';

describe('serverFileUrl', () => {
  it('keeps absolute http and https links', () => {
    expect(serverFileUrl('https://files.example.com/a.png', '')).toBe(
      'https://files.example.com/a.png',
    );
    expect(serverFileUrl('http://files.example.com/a.png', '')).toBe(
      'http://files.example.com/a.png',
    );
  });

  it('resolves a path against the API base URL, or this origin without one', () => {
    expect(serverFileUrl('/w/api/FileUploader/files/a.png', 'https://api.example.com')).toBe(
      'https://api.example.com/w/api/FileUploader/files/a.png',
    );
    expect(serverFileUrl('/w/api/FileUploader/files/a.png', '')).toBe(
      `${window.location.origin}/w/api/FileUploader/files/a.png`,
    );
  });

  it('refuses scripts, inline data, other hosts and bare names', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example.com/a.png',
      '/\\evil.example.com/a.png',
      'a.png',
      '',
    ]) {
      expect(serverFileUrl(value, '')).toBeNull();
    }
  });
});

describe('serverImageUrl', () => {
  it('takes paths on the API origin, http(s) addresses and inline images', () => {
    expect(
      serverImageUrl('/w/api/FileUploader/files/logo-bank-bhd.svg', 'https://api.example.com'),
    ).toBe('https://api.example.com/w/api/FileUploader/files/logo-bank-bhd.svg');
    expect(serverImageUrl('https://cdn.example.com/bank.png', '')).toBe(
      'https://cdn.example.com/bank.png',
    );
    expect(serverImageUrl('data:image/svg+xml,%3Csvg%3E%3C/svg%3E', '')).toBe(
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    );
  });

  it('refuses scripts, other hosts, bare names and nothing', () => {
    for (const value of ['javascript:alert(1)', '//evil.example.com/a.svg', 'a.svg', '', null]) {
      expect(serverImageUrl(value, '')).toBeNull();
    }
  });
});

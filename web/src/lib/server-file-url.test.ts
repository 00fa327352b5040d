import { describe, expect, it } from 'vitest';
import { serverFileUrl } from './server-file-url.ts';

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

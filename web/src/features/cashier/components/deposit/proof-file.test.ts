import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import { MAX_UPLOAD_SIZE, refusalOf } from './proof-file.ts';

const fileOf = (type: string, size = 10) => new File([new Uint8Array(size)], 'proof', { type });

describe('refusalOf', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml', 'IMAGE/PNG'])(
    'accepts %s',
    (type) => {
      expect(refusalOf(fileOf(type))).toBeNull();
    },
  );

  it.each(['application/pdf', 'text/plain', 'image/heic', 'image/tiff', ''])(
    'refuses %s as not an image the server keeps',
    (type) => {
      expect(refusalOf(fileOf(type))).toBe('notImage');
    },
  );

  it('refuses a file above the server limit, and takes one exactly at it', () => {
    expect(refusalOf(fileOf('image/png', MAX_UPLOAD_BYTES + 1))).toBe('tooLarge');
    expect(refusalOf(fileOf('image/png', MAX_UPLOAD_BYTES))).toBeNull();
    expect(MAX_UPLOAD_SIZE).toBe('5 MB');
  });
});

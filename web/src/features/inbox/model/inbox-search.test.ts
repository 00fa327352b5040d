import { describe, expect, it } from 'vitest';
import { listFilters, readInboxSearch, writeInboxSearch } from './inbox-search.ts';

describe('the inbox search in the URL', () => {
  it('defaults to received, unread only and no text', () => {
    expect(readInboxSearch(new URLSearchParams(''))).toEqual({
      tab: 'received',
      text: '',
      includeRead: false,
    });
    expect(readInboxSearch(new URLSearchParams('tab=junk&read=yes'))).toEqual({
      tab: 'received',
      text: '',
      includeRead: false,
    });
  });

  it('reads and writes the sent tab, the text and the read checkbox', () => {
    const search = { tab: 'sent', text: 'bonus', includeRead: true } as const;
    const params = writeInboxSearch(search);
    expect(params.toString()).toBe('tab=sent&q=bonus&read=1');
    expect(readInboxSearch(params)).toEqual(search);
  });

  it('leaves the defaults out of the URL', () => {
    expect(writeInboxSearch({ tab: 'received', text: '  ', includeRead: false }).toString()).toBe(
      '',
    );
  });

  it('asks GetMessageList for the tab, the read choice and the trimmed text', () => {
    expect(listFilters({ tab: 'sent', text: ' promo ', includeRead: false })).toEqual({
      isReceived: false,
      includeRead: false,
      text: 'promo',
    });
  });
});

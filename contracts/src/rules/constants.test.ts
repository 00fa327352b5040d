import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants', () => {
  it('carry the figures of the spec', () => {
    expect(constants).toMatchObject({
      MATCHUP_PAGE_SIZE: 30,
      TABLE_PAGE_SIZES: [10, 25, 50],
      DEFAULT_MAX_HISTORY_DAYS: 60,
      MIN_DEPOSIT_AMOUNT: 10,
      PHONE_DIGITS: 10,
      UNREAD_BADGE_CAP: 99,
      MESSAGE_SENT_REDIRECT_MS: 2000,
      ALL_RECIPIENTS_USER_ID: -999,
      PUSH_CLOSE_RETRIES: 3,
      PUSH_CLOSE_RETRY_DELAY_MS: 5000,
      PUSH_RECONNECT_BASE_MS: 1000,
      PUSH_RECONNECT_MAX_MS: 30_000,
      PUBLIC_SPORTS_REFRESH_MS: 180_000,
      BETSLIP_SCROLL_HEIGHT_PX: 300,
      INBOX_SCROLL_HEIGHT_PX: 400,
      MOBILE_MAX_WIDTH_PX: 1024,
      TABLET_MIN_WIDTH_PX: 641,
      VERSION_LABEL: '1.25.0328',
      SIGNUP_AGENT_ID: 1,
      DEPOSIT_PROOF_DOCUMENT_TYPE_ID: 4,
      MESSAGE_ATTACHMENT_DOCUMENT_TYPE_ID: 5,
      BONUS_EXPIRING_SOON_MS: 86_400_000,
      CASH_OUT_CODE_MIN: 10_000,
      CASH_OUT_CODE_MAX: 99_999,
    });
  });
});

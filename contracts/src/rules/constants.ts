// Business constants and limits from SPEC §9 (and the few §2/§4/§7 figures the screens rely on).

export const MATCHUP_PAGE_SIZE = 30;
export const MATCHUP_FIRST_PAGE = 1;
export const SPORT_LIST_RETRY_DELAY_MS = 30_000;

export const TABLE_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 10;
export const INBOX_PAGE_SIZE = 10;

export const DEFAULT_MAX_HISTORY_DAYS = 60;
export const QUICK_GAME_TICKET_HISTORY_DAYS = 7;
export const DATE_PICKER_DAYS_AHEAD = 3;

export const MIN_DEPOSIT_AMOUNT = 10;
export const PHONE_DIGITS = 10;

export const UNREAD_BADGE_CAP = 99;
export const MESSAGE_SENT_REDIRECT_MS = 2000;
export const ALL_RECIPIENTS_USER_ID = -999;
export const SLIP_EVENT_ERROR_CLEAR_MS = 5000;

export const PUSH_CLOSE_RETRIES = 3;
export const PUSH_CLOSE_RETRY_DELAY_MS = 5000;
export const PUSH_RECONNECT_BASE_MS = 1000;
export const PUSH_RECONNECT_MAX_MS = 30_000;
// "Stops after more than 3 attempts": attempts numbered 0..3 still reconnect, the 5th does not.
export const PUSH_RECONNECT_MAX_PREVIOUS_RETRIES = 3;

// One reading gives about 1.5e9 ms (effectively never); the 3-minute reading is the usable one.
export const PUBLIC_SPORTS_REFRESH_MS = 180_000;

export const SCROLL_TOP_THRESHOLD_PX = 100;
export const BETSLIP_SCROLL_HEIGHT_PX = 300;
export const INBOX_SCROLL_HEIGHT_PX = 400;
export const MOBILE_MAX_WIDTH_PX = 1024;
export const TABLET_MIN_WIDTH_PX = 641;

export const VERSION_LABEL = '1.25.0328';

export const SIGNUP_AGENT_ID = 1;
export const DEPOSIT_PROOF_DOCUMENT_TYPE_ID = 4;
export const MESSAGE_ATTACHMENT_DOCUMENT_TYPE_ID = 5;

export const ACCOUNT_DEPOSIT_NUMBER_PREFIX = 'ACCTDEP';
export const ACCOUNT_WITHDRAW_NUMBER_PREFIX = 'ACCTWITH';

const HOUR_MS = 60 * 60 * 1000;
export const BONUS_EXPIRING_SOON_MS = 24 * HOUR_MS;
export const BONUS_EXPIRED_GRACE_MS = HOUR_MS;

export const CASH_OUT_CODE_MIN = 10_000;
export const CASH_OUT_CODE_MAX = 99_999;

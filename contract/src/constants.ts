/** Business constants of spec §9, named once and used by both sides. */
export const ACCOUNT_TYPE = { ADMIN: 0, CLIENT: 1, MERCHANT: 2 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export const ITEM_TYPES = [1, 2, 3] as const;
export const PLATFORM = 'web';

export const SELLER_PAGE_SIZE = 12;
/** The admin store list names each store's newest products, not all of them (a store may have tens of thousands). */
export const ADMIN_STORE_ITEMS_PREVIEW = 20;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 45;
export const POCKET_FEE_STEP = 0.5;
export const DEFAULT_POCKET_TYPE = { id: 1, name: 'Standart', active: true } as const;

export const DESCRIPTION_PREVIEW_CHARS = 120;
export const CARD_TITLE_CHARS = 24;
export const CARD_TITLE_ELLIPSIS_OVER = 25;
export const DETAILED_CARD_DESCRIPTION_CHARS = 50;
export const CARD_IMAGE_URL_MIN_CHARS = 10;

export const SIMILAR_ITEMS_TOP = 20;
export const SIMILAR_ITEMS_SHOWN_OVER = 2;

export const HOME_TOP_SALE = 12;
export const HOME_POPULAR = 8;
export const HOME_BLOCK_TOPS = [4, 25, 20] as const;
export const HOME_BLOCK_LIMIT = 8;

export const WELCOME_BUBBLE_DELAY_MS = 5000;
export const APP_POPUP_DELAY_MS = 2500;
export const APP_POPUP_DISMISS_MEMORY_MS = 24 * 60 * 60 * 1000;
export const APP_REDIRECT_DELAY_MS = 1200;
export const NAVBAR_FIXED_AFTER_PX = 200;
export const LOGGED_IN_TOKEN_MIN_LENGTH = 11;

export const UPLOAD_RESUMABLE_ABOVE_BYTES = 262_144;
export const UPLOAD_CHUNK_CAP_BYTES = 33_554_432;
export const UPLOAD_OPERATION_RETRY_MS = 120_000;
export const UPLOAD_RETRY_MS = 600_000;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

export const PAGINATION_SIBLINGS = 2;
export const PARTNER_ID_SHOWN_CHARS = 8;
export const STARS_MAX = 5;

/** Spec §7 "p_v_s_001": the browser-storage version; a mismatch clears local storage once. */
export const STORAGE_VERSION_KEY = 'p_v_s';
export const STORAGE_VERSION = 'p_v_s_001';

/** Spec §7 browser storage keys, verbatim. */
export const STORAGE_KEYS = {
  token: 'token',
  accountType: 'n_t',
  id: 'id',
  tempToken: 'temp_token',
  tempOtpId: 'temp_otp_id',
  tempTokenLegacy: 'temp token',
  supportToken: 'support_token',
  updateItemInfo: 'update_item_info',
  /** The address remembered before login, returned to after it. */
  returnTo: '__sr',
  /** The address remembered before sign-up, returned to after it. */
  signUpReturnTo: '__su',
  /** Ours: the add to cart a guest asked for on a product page, carried out once they have signed in. */
  pendingCartAdd: '__sc',
  /** Ours: the seller panel's sidebar narrowed to its icons ('1') or not. */
  merchantSidebarCollapsed: 'merchant_sidebar_collapsed',
  /** Ours: this browser's key for QR galleries (sent with its QR uploads, it lists them later; QR_GUEST_KEY_HEADER). */
  qrGuestKey: 'qr_guest_key',
  /** Ours: the city the buyer last chose (checkout or a product page), for the product pages' delivery estimate. */
  buyerCity: 'buyer_city',
} as const;

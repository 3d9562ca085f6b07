/**
 * Spec §8: the item contact call throws these, before asking the server, when the stored token or
 * the item id is missing (the pages show the server's coded errors for everything else).
 */
export const CUSTOM_ORDER_ERRORS = {
  TOKEN_NOT_FOUND: 'Token not found',
  ITEM_ID_NOT_FOUND: 'Item ID not found',
} as const;

/** The checks of spec §5 "item contact call requires a token and an item id", in that order. */
export function checkItemContactInput(token: string | null | undefined, itemId: string | null | undefined): void {
  if (!token) throw new Error(CUSTOM_ORDER_ERRORS.TOKEN_NOT_FOUND);
  if (!itemId) throw new Error(CUSTOM_ORDER_ERRORS.ITEM_ID_NOT_FOUND);
}

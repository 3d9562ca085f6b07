/**
 * The product page's chat panel frame: on phones it covers the screen; from `lg` up it is the page's
 * third column, short enough to end above the floating support button.
 */
export const ITEM_CHAT_FRAME =
  'fixed inset-0 z-50 flex flex-col bg-paper lg:static lg:z-auto lg:h-[min(38rem,calc(100vh-13rem))] lg:overflow-hidden lg:rounded-lg lg:border lg:border-line';

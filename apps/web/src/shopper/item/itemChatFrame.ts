/** The product page's chat panel frame: on phones it covers the screen; from `lg` up it is the page's third column. */
export const ITEM_CHAT_FRAME =
  'fixed inset-0 z-50 flex flex-col bg-paper lg:static lg:z-auto lg:h-[min(40rem,calc(100vh-8rem))] lg:overflow-hidden lg:rounded-lg lg:border lg:border-line';

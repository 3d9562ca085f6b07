/*
 * Classes for the parts of shopper pages below the first screen (the `render-later` utilities of
 * styles.css), with each part's typical height on phones and wider screens, measured on the demo
 * shop in Azerbaijani. A part's real height replaces the guess once it has been shown.
 */

/** Room for the shadows and focus rings of cards at a part's edges, which its paint containment would clip. */
const CARD_ROOM = '-m-4 p-4';

export const HOME_LATER = {
  productRail: `render-later ${CARD_ROOM} [--later-height:21rem] sm:[--later-height:24rem] lg:[--later-height:25rem]`,
  storeRail: `render-later ${CARD_ROOM} [--later-height:16rem]`,
  /** A grid of 8 compact cards. */
  grid: `render-later ${CARD_ROOM} [--later-height:80rem] sm:[--later-height:65rem] lg:[--later-height:47rem] xl:[--later-height:45rem]`,
  /** The grid of 20 detailed cards. */
  detailedGrid: `render-later ${CARD_ROOM} [--later-height:238rem] sm:[--later-height:168rem] lg:[--later-height:130rem] xl:[--later-height:100rem]`,
  promoTiles: `render-later ${CARD_ROOM} [--later-height:32rem] sm:[--later-height:29rem] md:[--later-height:10rem]`,
} as const;

/** A rail below the first screen whose class list must not carry margins (they would override the caller's). */
export const RAIL_LATER = 'render-later [--later-height:21rem] sm:[--later-height:24rem] lg:[--later-height:25rem]';

/**
 * A card in a rail: cards scrolled off to the side wait too. Their stand-in height is below any
 * real card's, so the row keeps the height of the cards on screen (the others stretch to it).
 */
export const RAIL_CARD_LATER = 'render-later [--later-height:10rem]';

/** A rail card on a wide screen's first screen but beside a phone's: it waits on phones only. */
export const RAIL_CARD_LATER_ON_PHONES = 'max-sm:render-later [--later-height:10rem]';

/** A store card in a rail (the same rule). */
export const RAIL_STORE_LATER = 'render-later [--later-height:8rem]';

/** A long list of product cards (category, store pages): each card waits until it is near. */
export const LIST_LATER = 'render-later-items [--later-height:19rem] lg:[--later-height:21rem]';

/** A long list of detailed product cards (search results). */
export const DETAILED_LIST_LATER = 'render-later-items [--later-height:23rem] lg:[--later-height:25rem]';

/** A long list of store cards. */
export const STORE_LIST_LATER = 'render-later-items [--later-height:13rem]';

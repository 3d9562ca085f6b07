export { HomeHero, type HomeHeroProps } from './HomeHero.tsx';
export { CategoryTiles, type CategoryTile, type CategoryTilesProps } from './CategoryTiles.tsx';
export { PromoTiles, PROMO_KINDS, type PromoKind, type PromoTilesProps } from './PromoTiles.tsx';
export { BlockNotice } from './BlockNotice.tsx';

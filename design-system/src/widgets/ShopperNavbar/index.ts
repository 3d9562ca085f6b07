export { ShopperNavbar, type ShopperNavbarProps, type NavbarLink } from './ShopperNavbar.tsx';
export { useScrolledPast } from './useScrolledPast.ts';
export { isNavbarFixed } from '../../rules/navbar.ts';

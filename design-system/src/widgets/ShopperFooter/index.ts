export { ShopperFooter, type ShopperFooterProps } from './ShopperFooter.tsx';
export { FOOTER_LINK_GROUPS, FOOTER_LINK_KEYS, type FooterLinkKey, type FooterGroupId } from './footerLinks.ts';
export { whatsappLink } from '../../rules/whatsapp.ts';

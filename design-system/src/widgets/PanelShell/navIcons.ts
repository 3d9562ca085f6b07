import {
  BellIcon,
  ClipboardListIcon,
  CreditCardIcon,
  FolderTreeIcon,
  HandCoinsIcon,
  HandshakeIcon,
  HeadsetIcon,
  HouseIcon,
  LogOutIcon,
  MessageSquareTextIcon,
  PackageIcon,
  ShoppingBagIcon,
  StarIcon,
  StoreIcon,
  TruckIcon,
  UsersIcon,
  WalletIcon,
  type IconGlyph,
} from '../../primitives/Icon/index.ts';

/** The icon of each panel menu link, by the name a route table gives it. */
export const PANEL_NAV_ICONS = {
  home: HouseIcon,
  profile: StoreIcon,
  products: PackageIcon,
  delivery: TruckIcon,
  orders: ShoppingBagIcon,
  reviews: StarIcon,
  logout: LogOutIcon,
  categories: FolderTreeIcon,
  partners: HandshakeIcon,
  users: UsersIcon,
  notifications: BellIcon,
  audit: ClipboardListIcon,
  messages: MessageSquareTextIcon,
  support: HeadsetIcon,
  earnings: WalletIcon,
  payouts: HandCoinsIcon,
  payments: CreditCardIcon,
} as const satisfies Record<string, IconGlyph>;

export type PanelNavIcon = keyof typeof PANEL_NAV_ICONS;

/** The store as its owner sees it on the panel's home (spec §3 seller profile). */
export interface StoreDashboardStore {
  companyName: string;
  profileImage: string;
  backgroundImage: string;
  premium: boolean;
  /** NOT_VERIFIED (awaiting an admin's review) shows the spec's badge; REJECTED shows the admin's reason. */
  status: string;
  /** Why an admin rejected the store; '' otherwise. */
  reviewNote?: string;
  isOnline: boolean;
  /** Manat. */
  balance: number;
  /** The account's rights, shown as text. */
  access: readonly string[];
}

/** The real figures over the seller's own products. */
export interface StoreDashboardFigures {
  products: number;
  activeProducts: number;
  hiddenProducts: number;
  totalViews: number;
  favourites: number;
  followers: number;
  /** 0–5; 0 when nothing is rated yet. */
  ratingAverage: number;
}

/** The first steps of a new store; the checklist disappears once all are done. */
export interface StoreOnboarding {
  /** The store has a name: until then buyers are shown none of its products, so this step comes first. */
  storeNamed: boolean;
  profileComplete: boolean;
  firstProduct: boolean;
  firstPhoto: boolean;
}

export interface StoreDashboardLinks {
  profile: string;
  newProduct: string;
  products: string;
}

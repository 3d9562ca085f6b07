import { z } from 'zod';
export { companySlug, SLUG_FOLD_FROM, SLUG_FOLD_TO } from './slug.ts';
import { DEFAULT_PAGE_SIZE, ITEM_STATUSES, MAX_PAGE_SIZE, PARTNER_STATUSES, SEARCH_QUERY_MAX } from './catalogue-rules.ts';
import { PARTNER_REVIEW_STATES, REVIEW_REASON_MAX } from './partner-rules.ts';
import { textString } from './text.ts';

/** The admin's store list is denser than the shopper's (DEFAULT_PAGE_SIZE / MAX_PAGE_SIZE). */
export const ADMIN_COMPANY_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_COMPANY_PAGE_SIZE_MAX = 200;
export const COMPANY_NAME_QUERY_MAX = 200;
/** Deepest numbered page of the admin's store list. */
export const ADMIN_COMPANY_MAX_PAGE = 100_000;
/** Products named per category in a partner's details; the rest are a link to Products Management away. */
export const PARTNER_DETAIL_ITEMS_PER_CATEGORY = 5;

/**
 * Letters folded for store addresses and look-ups: Azerbaijani/Turkish letters to their plain
 * Latin twins, both cases (İ and ı included, which toLowerCase alone gets wrong).
 */
const pageToken = z.string().max(200).optional();
const pageSize = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** GET /auth/v1/getAllMerchants */
export const companyListQuerySchema = z.object({
  page_size: pageSize(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  page_token: pageToken,
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

/**
 * GET /auth/v1/getAdminMerchants: by `page_token`, or a numbered `page` (which wins) for page links;
 * `q` finds text in the store name, the e-mails or the start of the id; `status` keeps one status.
 */
export const adminCompanyListQuerySchema = z.object({
  page_size: pageSize(ADMIN_COMPANY_PAGE_SIZE_DEFAULT, ADMIN_COMPANY_PAGE_SIZE_MAX),
  page_token: pageToken,
  page: z.coerce.number().int().min(1).max(ADMIN_COMPANY_MAX_PAGE).optional(),
  q: textString().trim().max(SEARCH_QUERY_MAX).optional(),
  status: z.enum(PARTNER_STATUSES).optional(),
  /** AWAITING is the review queue: named stores no admin has decided on yet. */
  review: z.enum(PARTNER_REVIEW_STATES).optional(),
});
export type AdminCompanyListQuery = z.input<typeof adminCompanyListQuerySchema>;

/** One store in the public list of stores. */
export const companySummarySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  profileImage: z.string(),
  backgroundImage: z.string(),
  /** Products a shopper can see. */
  productCount: z.number().int(),
  premium: z.boolean(),
  createdDate: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyListSchema = z.object({
  items: z.array(companySummarySchema),
  next_page_token: z.string().nullable(),
  total: z.number().int(),
});
export type CompanyList = z.infer<typeof companyListSchema>;

/** Spec §3 "Partner/merchant (admin)". */
export const adminCompanySchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyEmail: z.string(),
  /** The account's sign-in e-mail or phone. */
  email: z.string(),
  profileImage: z.string(),
  socialMediaAccount: z.string(),
  status: z.enum(PARTNER_STATUSES),
  /** Shown on the seller's dashboard and store pages; set by an admin. */
  premium: z.boolean(),
  /** NOT_VERIFIED (awaiting review), VERIFIED or REJECTED. */
  merchantStatus: z.string(),
  /** Why the store was rejected; '' otherwise. */
  reviewNote: z.string(),
  /**
   * Every category is permitted, those added later too (a store's default): `categories` is then
   * empty rather than every id of a catalogue of thousands, for each store of a page.
   */
  allCategories: z.boolean(),
  /** Permitted category ids when not `allCategories`. */
  categories: z.array(z.string()),
  /** The newest ADMIN_STORE_ITEMS_PREVIEW product ids, hidden ones included. */
  items: z.array(z.string()),
  /** All the store's products, hidden ones included. */
  itemCount: z.number().int(),
  createdDate: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const adminCompanyListSchema = z.object({
  items: z.array(adminCompanySchema),
  next_page_token: z.string().nullable(),
  total: z.number().int(),
  /** Named stores awaiting review, whatever the filters: the review queue's count. */
  awaitingReview: z.number().int(),
});
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;

/** GET /company/v1/getCompanyIdByName?name= (the 404 page's vanity look-up). */
export const companyIdByNameQuerySchema = z.object({ name: textString().max(COMPANY_NAME_QUERY_MAX) });
export const companyIdByNameSchema = z.object({ id: z.string().nullable(), companyName: z.string().nullable() });
export type CompanyIdByName = z.infer<typeof companyIdByNameSchema>;

/** GET /company/v1/getCompany?id= : the store header; null for an unknown or inactive store. */
export const companyQuerySchema = z.object({ id: textString().max(100) });
export const companyHeaderSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyEmail: z.string(),
  profileImage: z.string(),
  backgroundImage: z.string(),
  socialMediaAccount: z.string(),
  premium: z.boolean(),
  /** VERIFIED (buyers see a check mark) or NOT_VERIFIED (awaiting review: nothing is shown to buyers). */
  merchantStatus: z.string(),
  productCount: z.number().int(),
  /** raitingAvarage: 0-5 over the rated products; ratingCount: how many ratings it is made of (0: none yet). */
  stats: z.object({
    followers: z.number(),
    views: z.number(),
    sold: z.number(),
    raitingAvarage: z.number(),
    ratingCount: z.number().int(),
  }),
  createdDate: z.string(),
});
export type CompanyHeader = z.infer<typeof companyHeaderSchema>;

/** POST /company/v1/updateCompanyStatus (admin). */
export const updateCompanyStatusRequestSchema = z.strictObject({
  id: textString().trim().min(1).max(100),
  status: z.enum(PARTNER_STATUSES),
});
export type UpdateCompanyStatusRequest = z.infer<typeof updateCompanyStatusRequestSchema>;
export const updateCompanyStatusAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(PARTNER_STATUSES),
});

/**
 * POST /company/v1/reviewCompany (admin, ours): approve a store (VERIFIED) or reject it with a
 * reason the seller reads (REJECTED: the store is shown to no buyer). A rejection without a reason is
 * refused with `reason` named.
 */
export const REVIEW_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const reviewCompanyRequestSchema = z
  .strictObject({
    id: textString().trim().min(1).max(100),
    decision: z.enum(REVIEW_DECISIONS),
    reason: textString().trim().max(REVIEW_REASON_MAX).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.decision === 'REJECT' && !request.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A rejection needs its reason.' });
    }
  });
export type ReviewCompanyRequest = z.infer<typeof reviewCompanyRequestSchema>;
export const reviewCompanyAnswerSchema = z.object({ id: z.string(), merchantStatus: z.string(), reviewNote: z.string() });
export type ReviewCompanyAnswer = z.infer<typeof reviewCompanyAnswerSchema>;

/** POST /company/v1/updateCompanyPremium (admin, ours). */
export const updateCompanyPremiumRequestSchema = z.strictObject({
  id: textString().trim().min(1).max(100),
  premium: z.boolean(),
});
export type UpdateCompanyPremiumRequest = z.infer<typeof updateCompanyPremiumRequestSchema>;
export const updateCompanyPremiumAnswerSchema = z.object({ id: z.string(), premium: z.boolean() });

/** GET /company/v1/getAdminPartner?id= (admin, ours): the details modal of one store. */
export const adminPartnerQuerySchema = z.object({ id: textString().trim().min(1).max(100) });

/** A store's products in one category: how many, and the newest PARTNER_DETAIL_ITEMS_PER_CATEGORY of them. */
export const partnerProductGroupSchema = z.object({
  categoryId: z.number(),
  count: z.number().int(),
  items: z.array(z.object({ id: z.string(), productName: z.string(), coverImage: z.string(), status: z.enum(ITEM_STATUSES) })),
});
export type PartnerProductGroup = z.infer<typeof partnerProductGroupSchema>;

export const adminPartnerSchema = adminCompanySchema.extend({
  /** Every category the store has products in (hidden ones included), the largest first. */
  productGroups: z.array(partnerProductGroupSchema),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

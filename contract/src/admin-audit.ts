import { z } from 'zod';
import {
  ADMIN_ACTIONS,
  AUDIT_LOG_MAX_PAGE,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE_MAX,
  AUDIT_TARGET_KINDS,
} from './admin-audit-rules.ts';
import { textString } from './text.ts';

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z.iso.date();

/**
 * GET /admin/v1/getAuditLog: the log newest first, one numbered page with the total. Filters: an
 * action, an admin (account id), a target (kind, and optionally its id), a range of Baku days.
 */
export const auditLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_PAGE).default(1),
    page_size: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE_MAX).default(AUDIT_LOG_PAGE_SIZE),
    action: z.enum(ADMIN_ACTIONS).optional(),
    admin: z.uuid().optional(),
    target_kind: z.enum(AUDIT_TARGET_KINDS).optional(),
    target_id: textString().trim().min(1).max(64).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from is after to', path: ['to'] });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdDate: z.string(),
  admin: z.object({ id: z.string(), name: z.string(), identifier: z.string() }),
  action: z.enum(ADMIN_ACTIONS),
  /** What was acted on: its kind, its id, and its name for people (a store's, an account's, a product's, a category's), null when it has none. */
  target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string(), name: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  total: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

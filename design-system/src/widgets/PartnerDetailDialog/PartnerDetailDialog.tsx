import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPermissionModified, permissionChanges, tickCategory, type PartnerPermissionChanges } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { PartnerProfile } from './PartnerProfile.tsx';
import { PermissionTree } from './PermissionTree.tsx';
import { ProductGroups } from './ProductGroups.tsx';
import type { PartnerDetail, PermissionCategory } from './types.ts';

export interface PartnerDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: 'loading' | 'error' | 'ready';
  /** Shown while it loads too, so the title is there at once. */
  name: string;
  partner?: PartnerDetail | undefined;
  /** Every category, titles in the page's language. */
  categories: readonly PermissionCategory[];
  /** Sends setModifiedCategoryPermissions; the ticks become the saved list once it resolves, and stay for another try if it fails. */
  onSave: (changes: PartnerPermissionChanges) => Promise<unknown>;
  onRetry: () => void;
  hrefForCategoryProducts?: (categoryId: number) => string;
}

/** The permitted ids as ticks: every category's when the store may use all of them. */
const savedListOf = (partner: PartnerDetail, categories: readonly PermissionCategory[]) =>
  partner.allCategories ? categories.map((category) => category.id) : partner.categories.map(Number).filter(Number.isInteger);

function DetailBody({
  partner,
  name,
  categories,
  onSave,
  hrefForCategoryProducts,
}: Omit<PartnerDetailDialogProps, 'open' | 'onOpenChange' | 'state' | 'onRetry'> & { partner: PartnerDetail }) {
  const { t } = useTranslation();
  const permissionsId = useId();
  const productsId = useId();
  const [saved, setSaved] = useState<readonly number[]>(() => savedListOf(partner, categories));
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(saved));
  const [saving, setSaving] = useState(false);
  const modified = isPermissionModified(saved, ticked);

  async function save() {
    setSaving(true);
    try {
      const changes = permissionChanges(partner.id, saved, ticked);
      await onSave(changes);
      setSaved(changes.finalCategoryList);
    } catch {
      // The caller tells the failure; the ticks stay for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <DialogBody>
        <div className="flex flex-col gap-6">
          <PartnerProfile partner={partner} name={name} categoryCount={saved.length} />
          <section className="flex flex-col gap-2">
            <h3 id={permissionsId} className="font-semibold text-ink">
              {t('admin.partners.detail.permissions.title')}
            </h3>
            <p className="text-sm text-ink-muted">{t('admin.partners.detail.permissions.hint')}</p>
            <PermissionTree
              categories={categories}
              ticked={ticked}
              disabled={saving}
              labelledBy={permissionsId}
              onTick={(id, on) => setTicked((current) => tickCategory(categories, current, id, on))}
            />
          </section>
          <section className="flex flex-col gap-2">
            <h3 id={productsId} className="font-semibold text-ink">
              {t('admin.partners.detail.products.title')}
            </h3>
            <ProductGroups
              groups={partner.productGroups}
              categories={categories}
              hrefForCategoryProducts={hrefForCategoryProducts}
              labelledBy={productsId}
            />
          </section>
        </div>
      </DialogBody>
      <DialogFooter>
        {modified ? (
          <p role="status" className="me-auto self-center text-sm text-ink-muted">
            {t('admin.partners.detail.modified')}
          </p>
        ) : null}
        <DialogClose asChild>
          <Button variant="outline">{t('admin.partners.detail.close')}</Button>
        </DialogClose>
        {modified ? (
          <Button isLoading={saving} onClick={() => void save()}>
            {t('admin.partners.detail.save')}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}

/**
 * A partner's details (spec §2 "Detail modal"): profile image, social media account, e-mail, counts
 * of products and categories, status, the category-permission checkboxes over the tree and the
 * products grouped by category; Save Changes appears once the ticks differ from the saved list.
 */
export function PartnerDetailDialog(props: PartnerDetailDialogProps) {
  const { t } = useTranslation();
  const { state, partner } = props;
  return (
    <DialogRoot open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{props.name}</DialogTitle>
          {partner ? (
            <DialogDescription>
              <code className="font-mono text-xs">{partner.id}</code>
            </DialogDescription>
          ) : null}
        </DialogHeader>
        {state === 'ready' && partner ? (
          <DetailBody
            key={partner.id}
            partner={partner}
            name={props.name}
            categories={props.categories}
            onSave={props.onSave}
            hrefForCategoryProducts={props.hrefForCategoryProducts}
          />
        ) : state === 'error' ? (
          <DialogBody>
            <div role="alert">
              <EmptyState
                density="compact"
                headingLevel={3}
                title={t('admin.partners.detail.errorTitle')}
                action={
                  <Button variant="outline" onClick={props.onRetry}>
                    {t('admin.partners.detail.retry')}
                  </Button>
                }
              />
            </div>
          </DialogBody>
        ) : (
          <DialogBody>
            <div aria-busy="true" className="flex flex-col gap-4">
              <span role="status" className="sr-only">
                {t('admin.partners.detail.loading')}
              </span>
              <div className="flex gap-4">
                <Skeleton rounded="full" className="size-20" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-5 w-2/3" />
              ))}
            </div>
          </DialogBody>
        )}
      </DialogContent>
    </DialogRoot>
  );
}

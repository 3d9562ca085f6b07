import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_TITLE_MAX, isInSubtree, LANGUAGES, type CategoryTitles, type Language } from '@marketplace/contract';
import { useAsyncAction } from '../../forms/useAsyncAction.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { parentChoices, type EditableCategory } from './parentChoices.ts';

export interface CategoryEditorValues {
  titles: CategoryTitles;
  upperCategoryId: number | null;
}

export interface CategoryEditorDialogProps {
  /** A new category under `parentId` (null: top level), or an existing one to rename or re-parent. */
  target:
    | { kind: 'add'; parentId: number | null }
    | { kind: 'edit'; id: number; titles: CategoryTitles; upperCategoryId: number | null };
  categories: readonly EditableCategory[];
  /** Saves; a rejection carrying a code is shown in the dialog, which stays open. */
  onSave: (values: CategoryEditorValues) => Promise<unknown>;
  onClose: () => void;
}

const TOP_LEVEL = '';

/** Adds, renames or re-parents a category: its title in az (required), en, ru and tr, and its parent. */
export function CategoryEditorDialog({ target, categories, onSave, onClose }: CategoryEditorDialogProps) {
  const { t } = useTranslation();
  const editing = target.kind === 'edit';
  const [titles, setTitles] = useState<Record<Language, string>>(() => ({
    az: editing ? target.titles.az : '',
    en: editing ? (target.titles.en ?? '') : '',
    ru: editing ? (target.titles.ru ?? '') : '',
    tr: editing ? (target.titles.tr ?? '') : '',
  }));
  const [parent, setParent] = useState(() => {
    const id = editing ? target.upperCategoryId : target.parentId;
    return id === null ? TOP_LEVEL : String(id);
  });
  const [azMissing, setAzMissing] = useState(false);
  const save = useAsyncAction<'save'>('adminCategories.editor.failed', 'adminCategories.editor.errors');
  const options = useMemo(
    () =>
      parentChoices(categories).map((choice) => ({
        value: String(choice.id),
        label: `${'— '.repeat(choice.depth)}${choice.title}`,
        // Not under itself or its subcategories; not under a category that holds products.
        disabled: (editing && isInSubtree(categories, target.id, choice.id)) || choice.holdsProducts,
      })),
    [categories, editing, target],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (titles.az.trim() === '') {
      setAzMissing(true);
      return;
    }
    const cleaned: CategoryTitles = { az: titles.az.trim() };
    for (const lng of LANGUAGES) if (lng !== 'az' && titles[lng].trim() !== '') cleaned[lng] = titles[lng].trim();
    const result = await save.run('save', () =>
      onSave({ titles: cleaned, upperCategoryId: parent === TOP_LEVEL ? null : Number(parent) }),
    );
    if (result.ok) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(editing ? 'adminCategories.editor.editTitle' : 'adminCategories.editor.addTitle')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        {LANGUAGES.map((lng) => (
          <Field
            key={lng}
            label={t(`adminCategories.editor.titleIn.${lng}`)}
            required={lng === 'az'}
            error={lng === 'az' && azMissing ? t('adminCategories.editor.azRequired') : undefined}
          >
            <Input
              value={titles[lng]}
              maxLength={CATEGORY_TITLE_MAX}
              onChange={(event) => {
                const value = event.target.value;
                setTitles((current) => ({ ...current, [lng]: value }));
                if (lng === 'az' && value.trim() !== '') setAzMissing(false);
              }}
            />
          </Field>
        ))}
        <Field label={t('adminCategories.editor.parent')}>
          <Select value={parent} onChange={(event) => setParent(event.target.value)}>
            <option value={TOP_LEVEL}>{t('adminCategories.editor.topLevel')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        {save.errorKeys ? (
          <p role="alert" className="text-sm text-danger-700">
            {t(save.errorKeys)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('adminCategories.editor.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" isLoading={save.pending === 'save'}>
            {t(editing ? 'adminCategories.editor.save' : 'adminCategories.editor.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

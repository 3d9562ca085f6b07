import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, FormItem, FormMessage } from '../../forms/index.ts';
import { PocketEditor } from '../PocketEditor/index.ts';
import type { ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

/** Pocket types and their fees (spec §3, §5). */
export function PocketSection() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductFormValues>();
  const pocketFees = useWatch({ control, name: 'pocketFees' });
  // A service is not packed: its choices are options.
  const service = useWatch({ control, name: 'saleType' }) === 'service';

  return (
    <SectionCard
      title={t(service ? 'productForm.pockets.legendService' : 'productForm.pockets.legend')}
      description={t(service ? 'productForm.pockets.hintService' : 'productForm.pockets.hint')}
    >
      <FormField
        control={control}
        name="pocketTypes"
        render={({ field }) => (
          <FormItem>
            <PocketEditor
              pocketTypes={field.value}
              pocketFees={pocketFees}
              onChange={(next) => {
                field.onChange(next.pocketTypes);
                setValue('pocketFees', next.pocketFees, { shouldDirty: true });
              }}
            />
            <FormMessage />
          </FormItem>
        )}
      />
    </SectionCard>
  );
}

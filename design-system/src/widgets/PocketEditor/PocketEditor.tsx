import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_POCKET_TYPE,
  POCKET_TYPES_MAX,
  nextPocketId,
  pocketNameProblem,
  type PocketFees,
  type PocketNameProblem,
  type PocketType,
} from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { PocketFeeStepper } from './PocketFeeStepper.tsx';
import { Icon, TrashIcon } from '../../primitives/Icon/index.ts';

export interface PocketValue {
  pocketTypes: PocketType[];
  pocketFees: PocketFees;
}

export interface PocketEditorProps extends PocketValue {
  onChange: (value: PocketValue) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * Pocket types with fees (spec §3, §5): the default 'Standart' (id 1) and the seller's own,
 * each offered or not and with an extra fee in steps of 0.5 ₼ (never below 0). A new pocket
 * needs a name that is not blank after trimming.
 */
export function PocketEditor({ pocketTypes, pocketFees, onChange, disabled = false, className }: PocketEditorProps) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState<PocketNameProblem | null>(null);
  const feeOf = (id: number) => pocketFees[String(id)] ?? 0;

  const update = (id: number, change: Partial<PocketType>) =>
    onChange({ pocketTypes: pocketTypes.map((pocket) => (pocket.id === id ? { ...pocket, ...change } : pocket)), pocketFees });
  const setFee = (id: number, fee: number) => onChange({ pocketTypes, pocketFees: { ...pocketFees, [String(id)]: fee } });
  const remove = (id: number) => {
    const { [String(id)]: _removed, ...fees } = pocketFees;
    onChange({ pocketTypes: pocketTypes.filter((pocket) => pocket.id !== id), pocketFees: fees });
  };
  const add = () => {
    const found = pocketNameProblem(newName, pocketTypes);
    setProblem(found);
    if (found) return;
    const id = nextPocketId(pocketTypes);
    onChange({
      pocketTypes: [...pocketTypes, { id, name: newName.trim(), active: true }],
      pocketFees: { ...pocketFees, [String(id)]: 0 },
    });
    setNewName('');
  };

  return (
    <div data-slot="pocket-editor" className={cn('flex flex-col gap-4', className)}>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
        {pocketTypes.map((pocket) => (
          <li key={pocket.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2.5">
            <div className="flex min-w-[12rem] flex-1 items-center gap-2">
              <Checkbox
                label={
                  <span className="[overflow-wrap:break-word]">
                    {t('productForm.pockets.offer', { name: pocket.name, interpolation: { escapeValue: false } })}
                  </span>
                }
                checked={pocket.active}
                disabled={disabled}
                onCheckedChange={(checked) => update(pocket.id, { active: checked === true })}
              />
              {pocket.id === DEFAULT_POCKET_TYPE.id && (
                <Badge size="sm" tone="neutral">
                  {t('productForm.pockets.standard')}
                </Badge>
              )}
            </div>
            <div className="flex items-center gap-1">
              <PocketFeeStepper
                fee={feeOf(pocket.id)}
                pocketName={pocket.name}
                disabled={disabled}
                onChange={(fee) => setFee(pocket.id, fee)}
              />
              {pocket.id !== DEFAULT_POCKET_TYPE.id && (
                <IconButton
                  size="sm"
                  aria-label={t('productForm.pockets.remove', { name: pocket.name, interpolation: { escapeValue: false } })}
                  disabled={disabled}
                  onClick={() => remove(pocket.id)}
                >
                  <Icon icon={TrashIcon} />
                </IconButton>
              )}
            </div>
          </li>
        ))}
      </ul>
      {pocketTypes.length < POCKET_TYPES_MAX && (
        <div className="grid items-start gap-2 sm:grid-cols-[1fr_auto]">
          <Field
            label={t('productForm.pockets.newName')}
            error={problem ? t(`productForm.pockets.errors.${problem}`) : undefined}
          >
            <Input
              value={newName}
              disabled={disabled}
              onChange={(event) => {
                setNewName(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add();
              }}
            />
          </Field>
          <Button variant="outline" className="justify-self-start sm:mt-7" disabled={disabled} onClick={add}>
            {t('productForm.pockets.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

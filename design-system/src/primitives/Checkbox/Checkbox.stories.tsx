import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckedState } from '@radix-ui/react-checkbox';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Xalçalar', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Xalçalar' });
    await expect(box).toHaveAttribute('aria-checked', 'false');
    // The label is part of the hit area.
    await userEvent.click(canvas.getByText('Xalçalar'));
    await expect(box).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} disabled label="Deaktiv, seçilməyib" />
      <Checkbox {...args} disabled defaultChecked label="Deaktiv, seçilib" />
      <Checkbox {...args} disabled checked="indeterminate" label="Deaktiv, qismən" />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Deaktiv, seçilməyib' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Deaktiv, seçilməyib'));
    await expect(box).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithDescriptionAndSizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Checkbox {...args} label="E-poçt bildirişləri" description="Yeni sifariş və mesajlar barədə məktub alın." defaultChecked />
      <Checkbox {...args} size="sm" label="Kiçik ölçü (panellər üçün)" />
      <Checkbox {...args} invalid label="Qaydalarla razıyam" />
      <Checkbox {...args} label={undefined} aria-label="Yalnız qutu, görünən etiketsiz" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'E-poçt bildirişləri' })).toHaveAccessibleDescription(
      'Yeni sifariş və mesajlar barədə məktub alın.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Qaydalarla razıyam' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A parent that is "mixed" while only some children are ticked, like the category-permission tree. */
function ParentAndChildren() {
  const [children, setChildren] = useState({ xalca: true, kilim: false });
  const values = Object.values(children);
  const parent: CheckedState = values.every(Boolean) ? true : values.some(Boolean) ? 'indeterminate' : false;
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        label="Toxuculuq"
        checked={parent}
        onCheckedChange={(next) => setChildren({ xalca: next === true, kilim: next === true })}
      />
      <div className="flex flex-col gap-2 ps-8">
        <Checkbox
          label="Xalça"
          checked={children.xalca}
          onCheckedChange={(next) => setChildren((c) => ({ ...c, xalca: next === true }))}
        />
        <Checkbox
          label="Kilim"
          checked={children.kilim}
          onCheckedChange={(next) => setChildren((c) => ({ ...c, kilim: next === true }))}
        />
      </div>
    </div>
  );
}

export const ParentWithChildren: Story = {
  render: () => <ParentAndChildren />,
  play: async ({ canvas, userEvent }) => {
    const parent = canvas.getByRole('checkbox', { name: 'Toxuculuq' });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kilim' }));
    await expect(parent).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(parent);
    await expect(parent).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('checkbox', { name: 'Xalça' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Xalça' }));
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const LongAzerbaijani: Story = {
  args: {
    label:
      'Şəxsi məlumatlarımın sifarişin çatdırılması məqsədilə kuryer xidmətinə ötürülməsinə və emal edilməsinə razılıq verirəm',
    description: 'Razılığınızı istənilən vaxt profil səhifəsindəki “Məxfilik” bölməsindən geri götürə bilərsiniz.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} defaultChecked label="Bildirişlər: e-poçt" />
      <Checkbox {...args} label="Bildirişlər: WhatsApp" />
      <Checkbox {...args} checked="indeterminate" label="Bütün kateqoriyalar" />
    </div>
  ),
};

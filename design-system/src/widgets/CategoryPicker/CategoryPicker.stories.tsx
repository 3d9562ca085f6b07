import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CategoryPicker, type CategoryPickerProps } from './CategoryPicker.tsx';
import { sampleCategories } from './sampleCategories.ts';

const t = (key: string, values?: Record<string, unknown>) => getI18n().t(key, values);

function Controlled(props: CategoryPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold">
      {t('productForm.category.label')}
      <CategoryPicker
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onChange(id);
        }}
      />
    </label>
  );
}

const meta = {
  title: 'Widgets/CategoryPicker',
  component: CategoryPicker,
  args: { categories: sampleCategories, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="h-[30rem] max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: new RegExp(t('productForm.category.label')) });

export const ChoosesBySearch: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger());
    const search = await screen.findByRole('combobox', { name: t('productForm.category.search') });
    await expect(search).toHaveFocus();
    // Parents are not offered: only leaf categories.
    await expect(screen.queryByRole('option', { name: 'Xalçalar' })).toBeNull();
    await userEvent.type(search, 'qarabag');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(12);
    await expect(trigger()).toHaveTextContent('Xalçalar › Qarabağ xalçaları');
    await expect(trigger()).toHaveFocus();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const search = await screen.findByRole('combobox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: /Şirvan xalçaları/ });
    await expect(search).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(13);
  },
};

export const OpenWithChoice: Story = {
  args: { value: 22 },
  play: async () => {
    await expect(trigger()).toHaveTextContent('Zərgərlik › Boyunbağılar');
    await userEvent.click(trigger());
    await expect(await screen.findByRole('option', { name: /Boyunbağılar/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NothingMatches: Story = {
  play: async () => {
    await userEvent.click(trigger());
    await userEvent.type(await screen.findByRole('combobox'), 'kitab');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(t('productForm.category.noMatch', { query: 'kitab' })),
    );
  },
};

export const NoneAllowed: Story = {
  args: { categories: [] },
  play: async () => {
    await userEvent.click(trigger());
    await expect(await screen.findByText(t('productForm.category.noneAllowed'))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await userEvent.click(trigger());
    await userEvent.type(await screen.findByRole('combobox'), 'ə');
    await expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
  },
};

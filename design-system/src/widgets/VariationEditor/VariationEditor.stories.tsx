import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { VariationEditor, type VariationEditorProps } from './VariationEditor.tsx';
import type { VariationEditorValue } from './variationEditorValue.ts';

const t = (key: string, values?: Record<string, unknown>) => getI18n().t(key, values);

const SIZES = { key: 'Ölçü', values: ['16', '17', '18', '19'] };
const COLOURS = { key: 'Rəng', values: ['Gümüş', 'Qızılı'] };
const ENGRAVING = { key: 'Yazı', values: ['Var', 'Yox'] };
const ring = (size: string, price: string, stockCount: string, active = true) => ({
  options: { Ölçü: size },
  price,
  stockCount,
  sku: `RING-${size}`,
  active,
});
const RING: VariationEditorValue = {
  attributeKeys: ['Ölçü'],
  rows: [ring('16', '45', '3'), ring('17', '45', '2'), ring('18', '45', '0', false), ring('19', '52', '1')],
};

function Controlled(props: VariationEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VariationEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/VariationEditor',
  component: VariationEditor,
  args: { attributes: [SIZES, COLOURS], value: undefined, defaultPrice: '45', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VariationEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product without attributes: the editor says how to start. */
export const WithoutAttributes: Story = {
  args: { attributes: [{ key: 'Ölçü', values: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('variations.editor.noAttributes'))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Attributes offered, none chosen: no rows yet. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: t('variations.editor.useAttribute', { key: 'Ölçü' }) })).not.toBeChecked();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Ticking Size makes one row per size at the product's price, with no stock; a price typed goes out. */
export const ChoosesSizes: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: t('variations.editor.useAttribute', { key: 'Ölçü' }) }));
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      attributeKeys: ['Ölçü'],
      rows: SIZES.values.map((size) => ({ options: { Ölçü: size }, price: '45', stockCount: '0', sku: '', active: true })),
    });
    const price19 = canvas.getByRole('textbox', { name: t('variations.editor.price', { option: '19' }) });
    await userEvent.clear(price19);
    await userEvent.type(price19, '52');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        rows: expect.arrayContaining([expect.objectContaining({ options: { Ölçü: '19' }, price: '52' })]),
      }),
    );
  },
};

/** A ring in four sizes, one off: the summary counts what is on sale. */
export const RingWithSizes: Story = {
  args: { value: RING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: t('variations.editor.active', { option: '18' }) })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('variations.editor.summary', { count: 4, stock: 6, price: '45,00 ₼' }).replace(/\s+/g, ' '),
    );
  },
};

/** Two attributes make every combination; a third cannot be ticked. */
export const TwoAttributes: Story = {
  args: {
    attributes: [SIZES, COLOURS, ENGRAVING],
    value: { attributeKeys: ['Rəng', 'Ölçü'], rows: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(8);
    await expect(canvas.getAllByRole('rowheader')[1]).toHaveTextContent('Gümüş · 17');
    await expect(canvas.getByRole('checkbox', { name: t('variations.editor.useAttribute', { key: 'Yazı' }) })).toBeDisabled();
  },
};

/** Apply to all fills the price and stock typed into every row. */
export const AppliesToAll: Story = {
  args: { value: RING },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t('variations.editor.allStock') }), '4');
    await userEvent.click(canvas.getByRole('button', { name: t('variations.editor.applyAll') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      attributeKeys: ['Ölçü'],
      rows: RING.rows.map((row) => ({ ...row, stockCount: '4' })),
    });
    await expect(canvas.getByRole('textbox', { name: t('variations.editor.stock', { option: '19' }) })).toHaveValue('4');
  },
};

/** After a failed save each wrong field says what is wrong. */
export const WithErrors: Story = {
  args: {
    showErrors: true,
    value: {
      attributeKeys: ['Ölçü'],
      rows: [ring('16', '45', '3'), ring('17', 'qırx', '2'), ring('18', '45', '-1'), ring('19', '52', '1')],
    },
  },
  play: async ({ canvas }) => {
    const price = canvas.getByRole('textbox', { name: t('variations.editor.price', { option: '17' }) });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(t('variations.editor.errors.price'));
    await expect(
      canvas.getByRole('textbox', { name: t('variations.editor.stock', { option: '18' }) }),
    ).toHaveAccessibleDescription(t('variations.editor.errors.stock'));
  },
};

/** On a phone each combination is a small card. */
export const Phone: Story = {
  args: { value: RING },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: t('variations.editor.price', { option: '19' }) })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

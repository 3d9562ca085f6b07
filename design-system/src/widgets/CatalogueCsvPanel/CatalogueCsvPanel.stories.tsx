import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import type { ImportState } from '@marketplace/contract';
import { CatalogueCsvPanel } from './CatalogueCsvPanel.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const summary = { rows: 50, created: 48, updated: 1, unchanged: 1, errors: [], moreErrors: 0 };
const checked: ImportState = { id: '', status: 'DONE', dryRun: true, processed: 0, summary };
const withErrors: ImportState = {
  id: '',
  status: 'FAILED',
  dryRun: true,
  processed: 0,
  summary: {
    ...summary,
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: [
      { line: 7, column: 'productPrice', code: 'INVALID_NUMBER' },
      { line: 31, column: 'selectedCategory', code: 'CATEGORY_NOT_ALLOWED' },
    ],
  },
};

const meta = {
  title: 'Widgets/CatalogueCsvPanel',
  component: CatalogueCsvPanel,
  parameters: { layout: 'fullscreen' },
  args: { onExport: fn(), onPickFile: fn(), onImport: fn(), onReset: fn(), fileName: 'mehsullar.csv' },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CatalogueCsvPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the two downloads and the file picker. */
export const Start: Story = {
  args: { fileName: null },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('catalogueTools.csv.exportProducts') }));
    await expect(args.onExport).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: t('catalogueTools.csv.exportArchived') }));
    await expect(args.onExport).toHaveBeenCalledWith(true);
    const file = new File(['productName\nVaza\n'], 'mehsullar.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText(t('catalogueTools.csv.chooseFile')), file);
    await expect(args.onPickFile).toHaveBeenCalledWith(file);
  },
};

export const Checking: Story = {
  args: { busy: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('catalogueTools.csv.checking', { name: 'mehsullar.csv' }));
    await expect(canvas.getByLabelText(t('catalogueTools.csv.chooseFile'))).toBeDisabled();
  },
};

/** The dry run found errors: each by line and column, and no import offered. */
export const DryRunErrors: Story = {
  args: { check: withErrors },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('7');
    await expect(rows[0]).toHaveTextContent('productPrice');
    await expect(rows[0]).toHaveTextContent(t('catalogueTools.errors.INVALID_NUMBER'));
    await expect(rows[1]).toHaveTextContent(t('catalogueTools.errors.CATEGORY_NOT_ALLOWED'));
    await expect(canvas.queryByRole('button', { name: t('catalogueTools.csv.import', { count: 0 }) })).toBeNull();
  },
};

/** A clean file: what it would do, and the import. */
export const DryRunClean: Story = {
  args: { check: checked },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(t('catalogueTools.csv.toCreate', { count: 48, formatted: '48' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogueTools.csv.import', { count: 49 }) }));
    await expect(args.onImport).toHaveBeenCalledOnce();
  },
};

/** The file as exported: nothing to change, nothing to import. */
export const NoChanges: Story = {
  args: { check: { ...checked, summary: { ...summary, created: 0, updated: 0, unchanged: 50 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('catalogueTools.csv.noChanges'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('catalogueTools.csv.import', { count: 0 }) })).toBeDisabled();
  },
};

/** A large file in the background: its progress. */
export const Importing: Story = {
  args: {
    check: checked,
    run: {
      id: 'i1',
      status: 'RUNNING',
      dryRun: false,
      processed: 2250,
      summary: { ...summary, rows: 5000, created: 5000, updated: 0, unchanged: 0 },
    },
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('value', '2250');
    await expect(bar).toHaveAttribute('max', '5000');
  },
};

export const Done: Story = {
  args: { check: checked, run: { id: 'i1', status: 'DONE', dryRun: false, processed: 50, summary } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(t('catalogueTools.csv.done'))).toBeVisible();
    await expect(canvas.getByText(t('catalogueTools.csv.created', { count: 48, formatted: '48' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('catalogueTools.csv.another') }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { check: withErrors },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

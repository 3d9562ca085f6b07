import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { AuditLog } from './AuditLog.tsx';
import { sampleEntries } from './sampleEntries.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const entries = sampleEntries();

const meta = {
  title: 'Widgets/AuditLog',
  component: AuditLog,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    state: 'ready',
    entries,
    total: 108,
    page: 1,
    pageCount: 3,
    hrefForPage: (page: number) => `/audit-log?page=${page}`,
    filters: {},
    onFiltersChange: fn(),
    onClearFilters: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: t('pages.admin.auditLog.title') });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    // Who, when in Baku time, what, on which target, with the details.
    const blocked = rows[0]!;
    await expect(within(blocked).getByText('26.11.2026 20:42')).toBeVisible();
    await expect(within(blocked).getByRole('rowheader')).toHaveTextContent(t('admin.audit.actions.ACCOUNT_BLOCKED'));
    await expect(within(blocked).getByText('c3f9a2d4-6b1e-4a7f-9e2c-5d8b0f1a3e47')).toBeVisible();
    // The target by its name, the id beside it; one without a name (a store that has none) by its id.
    await expect(within(blocked).getByText('Rauf Həsənov')).toBeVisible();
    await expect(within(rows[1]!).getByText('Şəki Kəlağayı Evi')).toBeVisible();
    await expect(within(rows[2]!).getByText('Mis sini «Lahıc»')).toBeVisible();
    await expect(within(rows[3]!).getByText('7e2a9c41-0d3b-4f8e-a1c6-2b5d9e7f3a10')).toBeVisible();
    await expect(within(rows[1]!).getByText('status: INACTIVE')).toBeVisible();
    await expect(within(rows[3]!).getByText('added: 31, 32')).toBeVisible();
    // An admin without a name is shown by their e-mail.
    await expect(
      within(rows[1]!).getByRole('button', { name: t('admin.audit.onlyAdmin', { name: 'admin@hediyye.az' }) }),
    ).toBeVisible();
    await expect(canvas.getByText(t('admin.audit.total', { count: 108, formatted: '108' }))).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t('catalogue.pagination.label') })).toBeVisible();

    await userEvent.click(within(blocked).getByRole('button', { name: t('admin.audit.onlyAdmin', { name: 'Leyla Məmmədova' }) }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ admin: '5b1e3c1a-8f7e-4c0b-9d55-0a2f6c1e9b01' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filtering: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(t('admin.audit.filters.action')), t('admin.audit.actions.ITEM_MOVED'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ action: 'ITEM_MOVED' });
    await userEvent.selectOptions(canvas.getByLabelText(t('admin.audit.filters.targetKind')), t('admin.audit.targets.item'));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ targetKind: 'item' });
    await userEvent.type(canvas.getByLabelText(t('admin.audit.filters.targetId')), ' 0f6b2e8d {Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ targetId: '0f6b2e8d' });

    // Days are typed as DD.MM.YYYY in every language (not the browser's own mm/dd/yyyy control); the
    // address keeps YYYY-MM-DD. A day applies on leaving the field or on Enter.
    const from = canvas.getByLabelText(t('admin.audit.filters.from'));
    await expect(from).not.toHaveAttribute('type', 'date');
    await expect(from).toHaveAttribute('placeholder', t('admin.table.dayPlaceholder'));
    await userEvent.type(from, '05.11.2026');
    await userEvent.tab();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ from: '2026-11-05' });
    const to = canvas.getByLabelText(t('admin.audit.filters.to'));
    await userEvent.type(to, '31.11.2026{Enter}');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(t('admin.table.dayInvalid'));
    await expect(args.onFiltersChange).not.toHaveBeenCalledWith({ to: expect.anything() });
    await userEvent.clear(to);
    await userEvent.type(to, '26.11.2026{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ to: '2026-11-26' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FilteredByAdmin: Story = {
  args: {
    filters: { admin: '5b1e3c1a-8f7e-4c0b-9d55-0a2f6c1e9b01', from: '2026-11-25', to: '2026-11-26' },
    entries: entries.filter((entry) => entry.admin.name !== ''),
    total: 2,
    pageCount: 1,
  },
  play: async ({ canvas, args, userEvent }) => {
    // The address's days (YYYY-MM-DD) are shown as DD.MM.YYYY.
    await expect(canvas.getByLabelText(t('admin.audit.filters.from'))).toHaveValue('25.11.2026');
    await expect(canvas.getByLabelText(t('admin.audit.filters.to'))).toHaveValue('26.11.2026');
    const chip = canvas.getByRole('button', {
      name: `${t('admin.audit.filters.adminChip', { name: 'Leyla Məmmədova' })} ${t('admin.audit.filters.removeFilter')}`,
    });
    await userEvent.click(chip);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ admin: undefined });
    await userEvent.click(canvas.getByRole('button', { name: t('admin.audit.filters.clear') }));
    await expect(args.onClearFilters).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { state: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('admin.table.loading'));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0, pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('admin.audit.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const NoMatches: Story = {
  args: { entries: [], total: 0, pageCount: 0, filters: { action: 'CATEGORY_DELETED' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('admin.table.noMatches.title') })).toBeVisible();
    const clears = canvas.getAllByRole('button', { name: t('admin.audit.filters.clear') });
    await userEvent.click(clears.at(-1)!);
    await expect(args.onClearFilters).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReadFailed: Story = {
  args: { state: 'error', entries: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('admin.table.error.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('admin.table.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The table scrolls sideways inside its frame; the page itself does not.
    await expect(canvas.getByRole('region', { name: t('pages.admin.auditLog.title') })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

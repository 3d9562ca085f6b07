import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { DESCRIPTION_PREVIEW_CHARS } from '@marketplace/contract';
import { ReadMore } from './ReadMore.tsx';

const t = (key: string) => getI18n().t(key);

const LONG_HTML =
  '<p>Əl ilə toxunmuş <strong>yun xalça</strong>, Şəki naxışları ilə. Təbii boyalarla rənglənib, hər biri yeganədir və illərlə xidmət edir.</p>' +
  '<ul><li>Ölçü: 120 × 80 sm</li><li>Material: təbii yun</li></ul><p>Qulluq: quru təmizləmə.</p>';

const meta = {
  title: 'Widgets/ReadMore',
  component: ReadMore,
  args: { html: LONG_HTML },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

const contentOf = (root: HTMLElement) => root.querySelector('[data-slot="read-more-content"]');

export const CutAt120Characters: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const preview = contentOf(canvasElement)?.textContent ?? '';
    await expect(preview.endsWith('…')).toBe(true);
    await expect(Array.from(preview.slice(0, -1).trimEnd()).length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW_CHARS);
    await expect(Array.from(preview.slice(0, -1)).length).toBeGreaterThan(DESCRIPTION_PREVIEW_CHARS - 3);
    // The preview is plain text: no markup of the description yet.
    await expect(canvasElement.querySelector('strong')).toBeNull();

    const more = canvas.getByRole('button', { name: t('itemPage.readMore') });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: t('itemPage.readLess') });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('yun xalça');
    await expect(canvas.getByRole('list')).toBeVisible();

    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: t('itemPage.readMore') })).toBeVisible();
  },
};

export const ShortDescription: Story = {
  name: 'Exactly 120 characters: whole, no button',
  args: { html: `<p>${'ə'.repeat(DESCRIPTION_PREVIEW_CHARS)}</p>` },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(Array.from(contentOf(canvasElement)?.textContent ?? '')).toHaveLength(DESCRIPTION_PREVIEW_CHARS);
  },
};

export const Expanded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.readMore') }));
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(2);
  },
};

export const LongAzerbaijaniWord: Story = {
  args: { html: `<p>${'Şəkixalçaçılığıməktəbininənənələri'.repeat(6)}</p>` },
  play: async ({ canvasElement }) => {
    const box = contentOf(canvasElement) as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('itemPage.readMore') })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CARD_TITLE_CHARS, CARD_TITLE_ELLIPSIS_OVER, DETAILED_CARD_DESCRIPTION_CHARS } from '@marketplace/contract';
import { ProductCard } from './ProductCard.tsx';
import { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
import { sampleCard } from './sampleItems.ts';

const HREF = '/item?name=seki-xalcasi&id=3f2c1a9e-0000-4000-8000-000000000001';

const meta = {
  title: 'Widgets/ProductCard',
  component: ProductCard,
  args: { item: sampleCard(), href: HREF },
  decorators: [
    (Story, context) => (
      <div className={context.parameters.fullWidth ? 'p-3' : 'w-60 p-4'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const headingText = (canvasElement: HTMLElement) => canvasElement.querySelector('h3')?.textContent ?? '';

export const Compact: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Şəki xalçası' });
    await expect(link).toHaveAttribute('href', HREF);
    await expect(canvas.getByRole('article', { name: 'Şəki xalçası' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price-tag"]')).toHaveTextContent('120,00 ₼');
    await expect(canvasElement.querySelector('[data-slot="discount-badge"]')).toBeNull();
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '640');
    await waitFor(() => expect(img?.complete && img.naturalWidth > 0).toBe(true));
  },
};

/** A verified store's rated product: the store's check mark and "★ 4,8 (126)", read out whole. */
export const RatedFromVerifiedStore: Story = {
  args: {
    item: sampleCard({
      rating: 4.8,
      ratingCount: 126,
      clientInfo: {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        companyName: 'Xalça Evi Şəki',
        email: '',
        profileImage: '',
        verified: true,
      },
    }),
  },
  play: async ({ canvas }) => {
    const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
    const rating = canvas.getByRole('img', {
      name: t('primitives.rating.label', { value: '4,8', count: 126, formatted: '126' }),
    });
    await expect(rating).toHaveTextContent('4,8(126)');
    await expect(canvas.getByRole('img', { name: t('primitives.verified.label') })).toBeVisible();
  },
};

/** Nobody has rated it yet and the store awaits review: no rating, no mark, no warning. */
export const UnratedFromStoreAwaitingReview: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="rating"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="verified-mark"]')).toBeNull();
    await expect(canvas.queryByText(getI18n().t('catalogue.company.notVerified'))).toBeNull();
  },
};

export const TitleOfExactly25Characters: Story = {
  args: { item: sampleCard({ productName: 'Əl işi xalça Şəki naxışı1' }) },
  play: async ({ canvasElement }) => {
    await expect(Array.from(headingText(canvasElement))).toHaveLength(CARD_TITLE_ELLIPSIS_OVER);
    await expect(headingText(canvasElement)).toBe('Əl işi xalça Şəki naxışı1');
  },
};

export const LongAzerbaijaniTitle: Story = {
  args: { item: sampleCard({ productName: 'Qırmızı yun xalça, Qarabağ üslubunda əl ilə toxunmuş, 200 × 300 sm' }) },
  play: async ({ canvas, canvasElement }) => {
    const title = headingText(canvasElement);
    await expect(title).toBe('Qırmızı yun xalça, Qarab…');
    await expect(Array.from(title.slice(0, -1))).toHaveLength(CARD_TITLE_CHARS);
    // The whole title stays available on hover.
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'title',
      'Qırmızı yun xalça, Qarabağ üslubunda əl ilə toxunmuş, 200 × 300 sm',
    );
  },
};

export const Detailed: Story = {
  args: { variant: 'detailed' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="product-card"]');
    const description = card?.querySelector('h3 ~ p:nth-of-type(2)')?.textContent ?? '';
    await expect(description.endsWith('…')).toBe(true);
    await expect(Array.from(description.slice(0, -1))).toHaveLength(DETAILED_CARD_DESCRIPTION_CHARS);
    await expect(description).not.toContain('<');
    await expect(description.startsWith('Əl ilə toxunmuş yun xalça, Şəki naxışları')).toBe(true);
  },
};

export const DiscountAmount: Story = {
  args: { item: sampleCard({ productPrice: 120, salePrice: 100, discountType: 'AMOUNT', discountValue: 20 }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="discount-badge"]')).toHaveTextContent('20,00 ₼ endirim');
    const price = canvasElement.querySelector('[data-slot="price-tag"]');
    await expect(price).toHaveTextContent('100,00 ₼');
    await expect(price?.querySelector('del')).toHaveTextContent('120,00 ₼');
  },
};

export const DiscountPercentage: Story = {
  args: { item: sampleCard({ productPrice: 80, salePrice: 60, discountType: 'PERCENTAGE', discountValue: 25 }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="discount-badge"]')).toHaveTextContent('25% endirim');
    await expect(canvasElement.querySelector('[data-slot="price-tag"] del')).toHaveTextContent('80,00 ₼');
  },
};

export const BrokenImage: Story = {
  args: { item: sampleCard({ coverImage: '/media/covers/this-photo-was-deleted.jpg' }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'placeholder'));
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toBeVisible();
  },
};

export const HiddenWithShortCoverAddress: Story = {
  args: { item: { ...sampleCard(), coverImage: '/c/1.jpg' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toBeNull();
  },
};

export const PriorityPhoto: Story = {
  // Its picture is Compact's, pixel for pixel: what differs is not drawn, and the play checks it.
  parameters: { screenshot: { disable: true } },
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const PrefetchIntent: Story = {
  args: { onIntent: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link');
    await userEvent.hover(link);
    await expect(args.onIntent).toHaveBeenCalledTimes(1);
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(args.onIntent).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  render: () => <ProductCardSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-card-skeleton"]')).toBeVisible();
    await expect(canvasElement.querySelector('a')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { item: sampleCard({ productPrice: 80, salePrice: 60, discountType: 'PERCENTAGE', discountValue: 25 }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(getI18n().language).toBe('en'));
    await expect(canvasElement.querySelector('[data-slot="discount-badge"]')).toHaveTextContent('25% off');
    await expect(canvasElement.querySelector('[data-slot="price-tag"]')).toHaveTextContent('60.00 ₼');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { fullWidth: true },
  render: (args) => (
    <div className="grid grid-cols-2 gap-3">
      <ProductCard {...args} />
      <ProductCard item={sampleCard({ productName: 'Gümüş sırğa, firuzə daşlı, Lahıc ustalarından' })} href={HREF} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot="product-card"]');
    await expect(cards).toHaveLength(2);
    for (const card of cards) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBundledI18n } from '../../i18n/index.ts';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import { ProductCard } from './ProductCard.tsx';
import { sampleCard } from './sampleItems.ts';

const cards = [
  sampleCard({ id: 'a', productPrice: 120, salePrice: 100, discountType: 'AMOUNT', discountValue: 20 }),
  sampleCard({ id: 'b', productPrice: 1234.5, salePrice: 1234.5 }),
];

describe('cards in a list', () => {
  it('share the list translations and follow a language change', async () => {
    const i18n = createBundledI18n('az');
    render(
      <I18nextProvider i18n={i18n}>
        <ProductGrid>
          {cards.map((card) => (
            <ProductCard key={card.id} item={card} href={`/item?id=${card.id}`} />
          ))}
        </ProductGrid>
      </I18nextProvider>,
    );
    expect(screen.getByText('20,00 ₼ endirim')).toBeInTheDocument();
    expect(screen.getByText(/1 234,50 ₼/)).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('20.00 ₼ off')).toBeInTheDocument();
    expect(screen.getByText(/1,234\.50 ₼/)).toBeInTheDocument();
    expect(screen.queryByText('20,00 ₼ endirim')).not.toBeInTheDocument();
  });

  it('a card on its own translates itself', () => {
    render(
      <I18nextProvider i18n={createBundledI18n('az')}>
        <ProductCard item={cards[1]!} href="/item?id=b" />
      </I18nextProvider>,
    );
    expect(screen.getByText(/1 234,50 ₼/)).toBeInTheDocument();
    expect(screen.getByText('Qiymət:', { exact: false })).toBeInTheDocument();
  });
});

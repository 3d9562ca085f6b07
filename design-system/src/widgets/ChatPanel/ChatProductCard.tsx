import { useTranslation } from 'react-i18next';
import { Image } from '../../primitives/Image/index.ts';
import { PriceTagContent } from '../PriceTag/PriceTag.tsx';

export interface ChatProductCardProps {
  /** The product page. */
  href: string;
  productName: string;
  coverImage: string | null;
  price: number;
  salePrice?: number;
}

/** The product a custom-order conversation is about, linking to its page (Conversation.item). */
export function ChatProductCard({ href, productName, coverImage, price, salePrice }: ChatProductCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <a
      href={href}
      data-slot="chat-product-card"
      className="flex items-center gap-3 border-b border-line bg-paper px-4 py-2 hover:bg-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
    >
      <Image src={coverImage} alt="" width={96} height={96} aspectRatio={1} className="w-12 shrink-0 rounded-md" />
      <span className="min-w-0 flex-1">
        <span className="sr-only">{t('chat.panel.product')}: </span>
        <span className="block truncate text-sm font-semibold text-ink">{productName}</span>
        <PriceTagContent
          price={price}
          salePrice={salePrice}
          t={t}
          language={i18n.language}
          className="text-sm [&_span]:text-sm"
        />
      </span>
    </a>
  );
}

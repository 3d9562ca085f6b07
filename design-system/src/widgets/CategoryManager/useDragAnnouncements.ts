import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { CategoryLinks } from './categoryLinks.ts';

const productNameOf = (active: Active) => String(active.data.current?.productName ?? '');
const categoryIdOf = (over: Over | null) =>
  typeof over?.data.current?.categoryId === 'number' ? (over.data.current.categoryId as number) : null;

/** What a screen reader hears while a product is dragged: the product and the category by name, never by id. */
export function useDragAnnouncements(links: CategoryLinks): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation();
  return useMemo(() => {
    const titleOf = (over: Over | null) => {
      const id = categoryIdOf(over);
      return id === null ? null : (links.byId.get(id)?.title ?? null);
    };
    return {
      screenReaderInstructions: { draggable: t('adminCategories.drag.instructions') },
      announcements: {
        onDragStart: ({ active }) => t('adminCategories.drag.start', { name: productNameOf(active) }),
        onDragOver: ({ active, over }) => {
          const title = titleOf(over);
          return title === null
            ? t('adminCategories.drag.outside', { name: productNameOf(active) })
            : t('adminCategories.drag.over', { name: productNameOf(active), title });
        },
        onDragEnd: ({ active, over }) => {
          const title = titleOf(over);
          if (title === null) return t('adminCategories.drag.notDropped', { name: productNameOf(active) });
          if (categoryIdOf(over) === active.data.current?.categoryId)
            return t('adminCategories.drag.same', { name: productNameOf(active), title });
          return t('adminCategories.drag.dropped', { name: productNameOf(active), title });
        },
        onDragCancel: ({ active }) => t('adminCategories.drag.cancel', { name: productNameOf(active) }),
      },
    };
  }, [links, t]);
}

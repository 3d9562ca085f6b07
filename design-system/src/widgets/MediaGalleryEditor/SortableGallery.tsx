import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { MediaPreview } from '../MediaUploader/index.ts';
import { Icon, GripVerticalIcon, TrashIcon } from '../../primitives/Icon/index.ts';

export interface SortableGalleryProps {
  images: readonly string[];
  onReorder: (images: string[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

interface SortablePhotoProps {
  url: string;
  position: number;
  count: number;
  onRemove: () => void;
  disabled: boolean;
}

function SortablePhoto({ url, position, count, onRemove, disabled }: SortablePhotoProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      className="relative overflow-hidden rounded-lg border border-line bg-surface shadow-xs data-[dragging]:z-10 data-[dragging]:shadow-lg"
    >
      <MediaPreview mediaType="image" src={url} label={t('productForm.media.images.item', { position, count })} />
      <div className="flex items-center justify-between gap-1 p-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('productForm.media.images.move', { position })}
          className={cn(
            'inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-ink-muted hover:bg-neutral-100 hover:text-ink',
            'focus-visible:outline-2 focus-visible:outline-focus active:cursor-grabbing',
          )}
        >
          <Icon icon={GripVerticalIcon} />
        </button>
        <span aria-hidden="true" className="text-xs font-semibold tabular-nums text-ink-muted">
          {position}
        </span>
        <IconButton
          size="sm"
          aria-label={t('productForm.media.images.remove', { position })}
          disabled={disabled}
          onClick={onRemove}
        >
          <Icon icon={TrashIcon} />
        </IconButton>
      </div>
    </li>
  );
}

/** The gallery photos in order: drag a photo's handle (mouse, touch, or space and arrow keys) to move it; each move is announced. */
export function SortableGallery({ images, onReorder, onRemove, disabled = false }: SortableGalleryProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = images.length;
  const positionOf = (id: UniqueIdentifier) => images.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('productForm.media.dnd.start', { position: positionOf(active.id) }),
    onDragOver: ({ over }) => (over ? t('productForm.media.dnd.over', { position: positionOf(over.id), count }) : undefined),
    onDragEnd: ({ over }) => (over ? t('productForm.media.dnd.end', { position: positionOf(over.id), count }) : undefined),
    onDragCancel: ({ active }) => t('productForm.media.dnd.cancel', { position: positionOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...images], images.indexOf(String(active.id)), images.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('productForm.media.dnd.instructions') } }}
    >
      <SortableContext items={[...images]} strategy={rectSortingStrategy}>
        <ul aria-label={t('productForm.media.images.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((url, index) => (
            <SortablePhoto
              key={url}
              url={url}
              position={index + 1}
              count={count}
              disabled={disabled}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

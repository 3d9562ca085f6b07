import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/** A pointer drops where it is; a keyboard drag (no pointer) onto the target it was moved to. */
export const dropCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

const NEXT = new Set<string>([KeyboardCode.Down, KeyboardCode.Right]);
const PREVIOUS = new Set<string>([KeyboardCode.Up, KeyboardCode.Left]);

/**
 * Arrow keys step the dragged product from one drop target to the next in reading order (down or right)
 * or the previous one (up or left), centred on it, instead of nudging it by a few pixels.
 */
export const stepThroughTargets: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const forward = NEXT.has(event.code);
  if (!forward && !PREVIOUS.has(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const targets = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (targets.length === 0) return undefined;
  const at = targets.findIndex((target) => target.id === over?.id);
  const index = at < 0 ? (forward ? 0 : targets.length - 1) : Math.min(targets.length - 1, Math.max(0, at + (forward ? 1 : -1)));
  const { rect } = targets[index]!;
  return {
    x: currentCoordinates.x + (rect.left + rect.width / 2) - (collisionRect.left + collisionRect.width / 2),
    y: currentCoordinates.y + (rect.top + rect.height / 2) - (collisionRect.top + collisionRect.height / 2),
  };
};

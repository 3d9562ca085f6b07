import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A part of a byline; null, undefined, false and blank text are left out. */
export type BylinePart = ReactNode;

/** The parts that say something: no null, false or text of spaces only. */
export function presentParts(parts: readonly BylinePart[]): BylinePart[] {
  return parts.filter(
    (part) =>
      part !== null && part !== undefined && part !== false && part !== true && !(typeof part === 'string' && part.trim() === ''),
  );
}

export interface BylineProps {
  /** What the line says, in order, e.g. the author and the store's link; missing ones are skipped. */
  parts: readonly BylinePart[];
  className?: string;
}

/**
 * A line of parts separated by " · " (the author, the store): a separator stands only between two
 * parts that are there, so a missing part never leaves a dangling dot. Nothing renders when no part is.
 */
export function Byline({ parts, className }: BylineProps) {
  const present = presentParts(parts);
  if (present.length === 0) return null;
  return (
    <p data-slot="byline" className={cn('text-sm text-ink-muted [overflow-wrap:anywhere]', className)}>
      {present.map((part, index) => (
        // The parts are a short list in a fixed order: the position is their identity.
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

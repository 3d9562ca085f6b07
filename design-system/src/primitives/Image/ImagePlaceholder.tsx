import { cn } from '../../lib/cn.ts';

type ImagePlaceholderProps = {
  /** Accessible name; when empty the placeholder is decorative, like the image it replaces. */
  label: string;
  className?: string;
};

/** A framed landscape with a carpet-motif corner, drawn in the brand colours: what shows instead of a missing photo. */
export function ImagePlaceholder({ label, className }: ImagePlaceholderProps) {
  const named = label !== '';
  return (
    <span
      data-slot="image-placeholder"
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      className={cn('absolute inset-0 flex items-center justify-center bg-sunken', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 96 80" className="h-auto w-2/5 max-w-32 min-w-8">
        <rect x="4" y="4" width="88" height="72" rx="8" className="fill-surface stroke-line-strong" strokeWidth="2.5" />
        <circle cx="66" cy="28" r="8" className="fill-accent-300" />
        <path d="M8 66 34 36l14 16 8-8 32 26v2a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4Z" className="fill-caspian-200" />
        <path d="M8 70 28 50l20 22H12a4 4 0 0 1-4-4Z" className="fill-brand-300" />
        <path d="M48 72 60 58l20 14Z" className="fill-brand-200" />
        <path d="m18 13 5 5-5 5-5-5Z" className="fill-brand-400" />
        <path d="m18 16 2 2-2 2-2-2Z" className="fill-surface" />
      </svg>
    </span>
  );
}

import type { ReactNode } from 'react';

/** One titled part of the product form. */
export function SectionCard({ title, children, description }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-0.5">
        <h3 className="font-display text-lg font-semibold text-ink">{title}</h3>
        {description && <p className="text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

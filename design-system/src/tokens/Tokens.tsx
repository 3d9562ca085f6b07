import type { ReactNode } from 'react';
import { palette, semanticColors } from '../../../tailwind.config.ts';
import { MANAT_SIGN, MONO_SAMPLE, PANGRAMS, REQUIRED_LETTERS } from './tokenSamples.ts';

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="font-display text-2xl font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

export function ColourScales() {
  return (
    <Section title="Colour scales">
      <div className="space-y-3">
        {Object.entries(palette).map(([name, scale]) => (
          <div key={name} className="grid grid-cols-[7rem_1fr] items-center gap-3">
            <span className="text-sm font-semibold text-ink">{name}</span>
            <ol className="grid grid-cols-11 gap-1" aria-label={`${name} scale`}>
              {STEPS.map((step) => (
                <li key={step} className="space-y-1">
                  <span
                    data-token={`${name}-${step}`}
                    className="block h-10 rounded-md border border-line"
                    style={{ backgroundColor: scale[step] }}
                  />
                  <span className="block text-xs text-ink-muted">
                    {step}
                    <br />
                    {scale[step]}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function SemanticColours() {
  return (
    <Section title="Semantic colours">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Object.entries(semanticColors).map(([name, value]) => (
          <li key={name} className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3">
            <span className="size-8 shrink-0 rounded-md border border-line-strong" style={{ backgroundColor: value }} />
            <span className="text-sm">
              <strong className="block font-semibold">{name}</strong>
              <span className="text-ink-muted">{value}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const TYPE_SCALE = [
  ['text-5xl', 'text-5xl font-display font-semibold'],
  ['text-4xl', 'text-4xl font-display font-semibold'],
  ['text-3xl', 'text-3xl font-display font-semibold'],
  ['text-2xl', 'text-2xl font-semibold'],
  ['text-xl', 'text-xl font-semibold'],
  ['text-lg', 'text-lg'],
  ['text-base', 'text-base'],
  ['text-sm', 'text-sm'],
  ['text-xs', 'text-xs'],
] as const;

export function Typography() {
  return (
    <Section title="Typography">
      <p className="text-ink-muted">Source Sans 3 (interface) · Lora (shopper headings) · JetBrains Mono (ids, dates)</p>
      <div className="space-y-2">
        {TYPE_SCALE.map(([name, className]) => (
          <div key={name} className="grid grid-cols-[7rem_1fr] items-baseline gap-3">
            <span className="text-xs text-ink-muted">{name}</span>
            <span className={className}>Əl işi hədiyyələr</span>
          </div>
        ))}
      </div>
      <div className="space-y-2 rounded-lg border border-line bg-surface p-4">
        <p data-testid="glyphs-sans" className="text-2xl">
          {REQUIRED_LETTERS} {MANAT_SIGN}
        </p>
        <p data-testid="glyphs-display" className="font-display text-2xl">
          {REQUIRED_LETTERS} {MANAT_SIGN}
        </p>
        <p data-testid="glyphs-mono" className="font-mono text-xl">
          {REQUIRED_LETTERS} {MONO_SAMPLE}
        </p>
        {Object.entries(PANGRAMS).map(([lng, text]) => (
          <p key={lng} lang={lng}>
            {text}
          </p>
        ))}
      </div>
    </Section>
  );
}

const RADII = ['rounded-sm', 'rounded', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-2xl', 'rounded-full'] as const;
const SHADOWS = ['shadow-xs', 'shadow-sm', 'shadow-md', 'shadow-lg', 'shadow-xl', 'shadow-card'] as const;
const SPACING = ['w-1', 'w-2', 'w-3', 'w-4', 'w-6', 'w-8', 'w-12', 'w-16', 'w-24'] as const;

export function Shape() {
  return (
    <Section title="Radii, shadows, spacing">
      <div className="flex flex-wrap gap-4">
        {RADII.map((radius) => (
          <div key={radius} className={`grid size-20 place-items-center border border-brand-300 bg-brand-50 text-xs ${radius}`}>
            {radius}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-6 bg-paper p-4">
        {SHADOWS.map((shadow) => (
          <div key={shadow} className={`grid h-20 w-28 place-items-center rounded-lg bg-surface text-xs ${shadow}`}>
            {shadow}
          </div>
        ))}
      </div>
      <div className="space-y-1">
        {SPACING.map((width) => (
          <div key={width} className="flex items-center gap-3">
            <span className="w-12 text-xs text-ink-muted">{width}</span>
            <span className={`h-3 rounded-sm bg-caspian-500 ${width}`} />
          </div>
        ))}
      </div>
    </Section>
  );
}

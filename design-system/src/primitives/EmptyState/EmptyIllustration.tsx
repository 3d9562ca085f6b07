/** An open gift box with a saffron ribbon and a few sparks: the default empty-state drawing. */
export function EmptyIllustration() {
  return (
    <svg viewBox="0 0 96 96" fill="none" aria-hidden="true">
      <ellipse cx="48" cy="84" rx="32" ry="5" className="fill-neutral-200" />
      <path
        d="M20 44h56v32a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6Z"
        className="fill-brand-100 stroke-brand-600"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M43 44h10v38H43Z" className="fill-accent-300" />
      <path d="m14 40 62-16 3 11-62 16Z" className="fill-brand-200 stroke-brand-600" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="m42 33 10-2.6 2.7 10.6-10 2.6Z" className="fill-accent-400" />
      <path
        d="M47 31c-6-8-14-9-15-4s8 6 15 4Zm0 0c3-9 10-13 12-8s-5 8-12 8Z"
        className="stroke-accent-600"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M70 10v8M66 14h8M82 22v5M79.5 24.5h5M24 16v5M21.5 18.5h5"
        className="stroke-caspian-500"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

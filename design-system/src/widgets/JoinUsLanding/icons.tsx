/** Line icons of the landing's benefits and audiences, drawn in the current colour. */
const PATHS = {
  noCommission: 'M12 3v18M16.5 7.5c0-1.66-2-3-4.5-3s-4.5 1.34-4.5 3 2 2.7 4.5 3.2 4.5 1.54 4.5 3.3-2 3-4.5 3-4.5-1.34-4.5-3M4 20 20 4',
  easySetup: 'M4 10h16M5 10V20h14V10M3 10l2-6h14l2 6M9 20v-5h6v5',
  mobileApps: 'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5ZM11 18.5h2',
  gifts: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7C10.5 4 7 3.5 7 5.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z',
  art: 'M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1.2-1-1.6-1-2.6 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.3 17 3 12 3ZM7.5 11.5h.01M10 7.5h.01M15 7.5h.01',
  services: 'M14.5 5.5 18.5 9.5M4 20l4.5-1L19 8.5a2.1 2.1 0 0 0-3-3L5.5 16 4 20Z',
} as const;

export type JoinUsIconName = keyof typeof PATHS;

export function JoinUsIcon({ name, className }: { name: JoinUsIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** A carpet medallion: the hero's decoration (nothing a screen reader needs). */
export function CarpetMedallion({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 240" className={className}>
      <rect x="4" y="4" width="232" height="232" rx="20" className="fill-brand-700" />
      <rect x="18" y="18" width="204" height="204" rx="12" className="fill-none stroke-accent-300" strokeWidth="4" strokeDasharray="10 6" />
      <path d="M120 34 206 120 120 206 34 120Z" className="fill-brand-600 stroke-accent-200" strokeWidth="4" />
      <path d="M120 62 178 120 120 178 62 120Z" className="fill-caspian-600" />
      <path d="M120 90 150 120 120 150 90 120Z" className="fill-accent-300" />
      <circle cx="120" cy="120" r="9" className="fill-brand-800" />
      {(
        [
          [48, 48],
          [192, 48],
          [48, 192],
          [192, 192],
        ] as const
      ).map(([x, y]) => (
        <path key={`${x}-${y}`} d={`M${x} ${y - 12} ${x + 12} ${y} ${x} ${y + 12} ${x - 12} ${y}Z`} className="fill-accent-300" />
      ))}
    </svg>
  );
}

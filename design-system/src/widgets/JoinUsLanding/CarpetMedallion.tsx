/** A carpet medallion: the hero's decoration (nothing a screen reader needs). */
export function CarpetMedallion({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 240" className={className}>
      <rect x="4" y="4" width="232" height="232" rx="20" className="fill-brand-700" />
      <rect
        x="18"
        y="18"
        width="204"
        height="204"
        rx="12"
        className="fill-none stroke-accent-300"
        strokeWidth="4"
        strokeDasharray="10 6"
      />
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

/** Small line icons of the chat widgets (decorative: each sits next to a text or inside a labelled control). */
const common = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export function ReadIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="m2 12.5 4.5 4.5L15 8.5" />
      <path d="m10.5 16 1 1L20 8.5" />
    </svg>
  );
}

export function ClockIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}

export function AlertIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </svg>
  );
}

export function ShieldIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M12 3 5 6v5.5c0 4.2 3 7.9 7 9.5 4-1.6 7-5.3 7-9.5V6Z" />
      <path d="M9.5 12h5" />
    </svg>
  );
}

export function SendIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M4 12 20 4l-5 16-3.5-6.5Z" />
      <path d="M11.5 13.5 20 4" />
    </svg>
  );
}

export function PhotoIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m21 16-5-5-8.5 8" />
    </svg>
  );
}

export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="m6 6 12 12M18 6 6 18" />
    </svg>
  );
}

export function BackIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M15 18 9 12l6-6" />
    </svg>
  );
}

export function ArrowDownIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </svg>
  );
}

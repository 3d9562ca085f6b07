const common = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-4',
} as const;

export const PauseIcon = () => (
  <svg {...common}>
    <path d="M9 5v14M15 5v14" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...common}>
    <path d="M7 4.5v15l12-7.5-12-7.5Z" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const RetryIcon = () => (
  <svg {...common}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);

export const UploadIcon = () => (
  <svg {...common}>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...common}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

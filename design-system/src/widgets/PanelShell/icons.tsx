/** Line icons of the seller and admin panels' frames (decorative: each sits next to a text or inside a labelled control). */
const common = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export type PanelNavIcon =
  | 'home'
  | 'profile'
  | 'products'
  | 'logout'
  | 'categories'
  | 'partners'
  | 'users'
  | 'notifications'
  | 'audit'
  | 'messages'
  | 'support';

export function NavIcon({ icon }: { icon: PanelNavIcon }) {
  switch (icon) {
    case 'home':
      return (
        <svg {...common}>
          <path d="M3 10.5 12 3l9 7.5" />
          <path d="M5 9v11h5v-6h4v6h5V9" />
        </svg>
      );
    case 'profile':
      return (
        <svg {...common}>
          <path d="M4 9.5 5.5 4h13L20 9.5" />
          <path d="M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
          <path d="M5.5 12.5V20h13v-7.5" />
          <path d="M10 20v-4h4v4" />
        </svg>
      );
    case 'products':
      return (
        <svg {...common}>
          <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9Z" />
          <path d="m4 7.5 8 4.5 8-4.5" />
          <path d="M12 12v9" />
        </svg>
      );
    case 'logout':
      return (
        <svg {...common}>
          <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
          <path d="M10 16l-4-4 4-4" />
          <path d="M6 12h10" />
        </svg>
      );
    case 'categories':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="7" height="5" rx="1" />
          <rect x="14" y="10" width="7" height="5" rx="1" />
          <rect x="14" y="17" width="7" height="4" rx="1" />
          <path d="M6.5 8v11H14M6.5 12.5H14" />
        </svg>
      );
    case 'partners':
      return (
        <svg {...common}>
          <path d="M4 9.5 5.5 4h13L20 9.5" />
          <path d="M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
          <path d="M5.5 12.5V20h13v-7.5" />
        </svg>
      );
    case 'users':
      return (
        <svg {...common}>
          <circle cx="9" cy="8" r="3.5" />
          <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
          <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
        </svg>
      );
    case 'notifications':
      return (
        <svg {...common}>
          <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" />
          <path d="M10 21h4" />
        </svg>
      );
    case 'messages':
      return (
        <svg {...common}>
          <path d="M4 5h16v11H9l-5 4Z" />
          <path d="M8 9.5h8M8 12.5h5" />
        </svg>
      );
    case 'support':
      return (
        <svg {...common}>
          <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
          <rect x="3" y="13" width="4" height="6" rx="1.5" />
          <rect x="17" y="13" width="4" height="6" rx="1.5" />
          <path d="M19 19a3 3 0 0 1-3 3h-3" />
        </svg>
      );
    case 'audit':
      return (
        <svg {...common}>
          <rect x="5" y="4" width="14" height="17" rx="2" />
          <path d="M9 3h6v3H9zM9 11h6M9 15h4" />
        </svg>
      );
  }
}

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="m6 6 12 12M18 6 6 18" />
    </svg>
  );
}

/** A panel with a bar on its start side; the chevron points where the sidebar will go. */
export function SidebarIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
      {collapsed ? <path d="m13 10 2 2-2 2" /> : <path d="m15 10-2 2 2 2" />}
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...common}>
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

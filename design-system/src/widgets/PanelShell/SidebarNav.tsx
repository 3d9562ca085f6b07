import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { PANEL_NAV_ICONS } from './navIcons.ts';
import type { PanelNavItem } from './types.ts';
import { Icon } from '../../primitives/Icon/index.ts';

export interface SidebarNavProps {
  items: readonly PanelNavItem[];
  /** Icons only, the labels kept for assistive technology and as a hover hint. */
  collapsed?: boolean;
  /** Called after a link is chosen (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** A panel's main menu (the seller's: home, profile, products, messages, log out, spec §2 "Sidebar"; the admin's sections), with unread counts. */
export function SidebarNav({ items, collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.nav.label')} data-slot="panel-nav">
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const unread = item.unread ?? 0;
          const unreadText =
            unread > 0 ? t(item.countOf === 'new' ? 'shell.nav.new' : 'shell.nav.unread', { count: unread }) : null;
          return (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={item.current ? 'page' : undefined}
                title={collapsed ? [item.label, unreadText].filter(Boolean).join(' · ') : undefined}
                onClick={onNavigate}
                className={cn(
                  'flex min-h-10 items-center gap-3 rounded-md py-2 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5 [&_svg]:shrink-0',
                  item.current ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-sunken',
                  collapsed ? 'justify-center px-0' : 'px-3',
                )}
              >
                <span className="relative flex">
                  <Icon icon={PANEL_NAV_ICONS[item.icon]} size={5} />
                  {collapsed && unread > 0 && (
                    <span
                      aria-hidden="true"
                      data-slot="nav-unread-dot"
                      className="absolute -end-1 -top-1 size-2.5 rounded-full bg-brand-600 ring-2 ring-surface"
                    />
                  )}
                </span>
                <span className={cn('min-w-0 [overflow-wrap:anywhere]', collapsed && 'sr-only')}>{item.label}</span>
                {unreadText && (
                  <span data-slot="nav-unread" className={cn('ms-auto shrink-0', collapsed && 'sr-only')}>
                    <span
                      aria-hidden="true"
                      className="inline-flex min-w-6 justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white"
                    >
                      {unread > 99 ? '99+' : unread}
                    </span>
                    <span className="sr-only">{unreadText}</span>
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

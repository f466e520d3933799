import { useCallback, useEffect, useRef, useState } from 'react';
import { menuItems } from './menuItems';
import { useMenuLabel } from './menuLabel';
import { MenuEntry } from './MenuEntry';
import { currentEntryId } from './isCurrent';
import { useShellT } from '../i18n/shellT';
import { usePathname } from '../navigation/pathname';
import './menus.css';

/** Which edges of the strip hide more entries (1 px of slack for fractional scroll positions). */
function overflowOf(strip: HTMLElement): { left: boolean; right: boolean } {
  return {
    left: strip.scrollLeft > 1,
    right: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
  };
}

/**
 * The compact menu (spec §2): a swipeable strip of icons under the mobile header. Labels never
 * wrap; a fade on the side that hides more entries shows that the row scrolls.
 */
export function CompactMenu() {
  const t = useShellT();
  const label = useMenuLabel();
  const pathname = usePathname();
  const items = menuItems('compact');
  const currentId = currentEntryId(items, pathname);
  const strip = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    if (strip.current) setOverflow(overflowOf(strip.current));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // The current entry scrolls into view (e.g. TV Games on a 320 px phone).
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <nav aria-label={t('header.compactNav')} className="vt-compact-menu">
      <ul ref={strip} onScroll={measure} data-testid="compact-menu" data-overflow-right={overflow.right} className="vt-compact-menu-list">
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.id} className="vt-compact-menu-item">
              <MenuEntry item={item} current={item.id === currentId}>
                <Icon />
                <span>{label(item.label)}</span>
              </MenuEntry>
            </li>
          );
        })}
      </ul>
      {overflow.left && <div aria-hidden className="vt-compact-menu-fade vt-compact-menu-fade-left" />}
      {overflow.right && <div aria-hidden data-testid="compact-menu-more" className="vt-compact-menu-fade vt-compact-menu-fade-right" />}
    </nav>
  );
}

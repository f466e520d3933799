import { menuItems } from './menuItems';
import { useMenuLabel } from './menuLabel';
import { MenuEntry } from './MenuEntry';
import { currentEntryId } from './isCurrent';
import { useShellT } from '../i18n/shellT';
import { usePathname } from '../navigation/pathname';
import './menus.css';

/** The desktop navigation row (spec §2 main menu). */
export function MainMenu() {
  const t = useShellT();
  const label = useMenuLabel();
  const pathname = usePathname();
  const items = menuItems('main');
  const currentId = currentEntryId(items, pathname);
  return (
    <nav aria-label={t('header.mainNav')} className="vt-main-menu">
      <ul className="vt-main-menu-list">
        {items.map((item) => (
          <li key={item.id}>
            <MenuEntry item={item} current={item.id === currentId}>
              {label(item.label)}
            </MenuEntry>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { MenuAction } from './menuItems';

/** A link entry is current when the page is its target or below it. */
export function isCurrent(action: MenuAction, pathname: string): boolean {
  if (action.kind !== 'link') return false;
  return pathname === action.to || pathname.startsWith(`${action.to}/`);
}

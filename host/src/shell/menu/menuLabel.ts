import { useChannel } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import type { MenuLabel } from './menuItems';

/** A menu label in the page's language: a host key through the shell texts, a remote's by language. */
export function useMenuLabel(): (label: MenuLabel) => string {
  const t = useShellT();
  const language = useChannel('language');
  return (label) => (typeof label === 'string' ? t(label) : language === 'en' ? label.en : label.tr);
}

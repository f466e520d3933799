import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { BUTTON_BASE_CLASS, classNames } from './buttonBase';

interface IconButtonLook {
  size?: 'small' | 'medium';
  /** `inherit`: the colour of the text around it (the top banner's close), else MUI's white. */
  color?: 'default' | 'inherit';
  /** Needed: an icon button has no text, so this is its accessible name. */
  'aria-label': string;
}

type AsButton = IconButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
type AsLink = IconButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { href: string; ref?: Ref<HTMLAnchorElement> };
type ShellIconButtonProps = AsButton | AsLink;

function lookClass(size: IconButtonLook['size'], color: IconButtonLook['color'], className: string | undefined): string {
  return classNames(BUTTON_BASE_CLASS, 'vt-icon-btn', size === 'small' && 'vt-icon-btn-small', color === 'inherit' && 'vt-icon-btn-inherit', className);
}

/**
 * MUI IconButton's look (buttons.css) on a plain `<button>`, or on an `<a>` when it has an
 * `href` (the messaging apps, the social networks), without emotion (ADR 0078).
 */
export function ShellIconButton(props: ShellIconButtonProps) {
  if (props.href !== undefined) {
    const { size, color, className, ...rest } = props;
    return <a className={lookClass(size, color, className)} {...rest} />;
  }
  const { size, color, className, type = 'button', ...rest } = props;
  return <button type={type} className={lookClass(size, color, className)} {...rest} />;
}

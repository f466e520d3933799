import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { BUTTON_BASE_CLASS, classNames } from './buttonBase';

interface ShellButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** MUI Button's variants the shell uses (the look of each is MUI's, in buttons.css). */
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'inherit' | 'primary';
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button of the shell's first screen with MUI Button's look, styled by a sheet made at build
 * time (buttons.css) instead of emotion: a MUI Button inserts about twenty rules at its first
 * render and is serialised again at every render (ADR 0078). Same markup as MUI's (the icons in
 * their own spans), so a container's sheet and the specs find the same elements. Remotes keep MUI.
 */
export function ShellButton({ variant = 'text', color = 'primary', size = 'medium', fullWidth = false, startIcon, endIcon, className, children, type = 'button', ...rest }: ShellButtonProps) {
  const iconClass = (end: 'start' | 'end') => classNames('vt-btn-icon', `vt-btn-${end}-icon`, size === 'small' && 'vt-btn-icon-small');
  return (
    <button
      type={type}
      className={classNames(
        BUTTON_BASE_CLASS,
        'vt-btn',
        `vt-btn-${variant}`,
        `vt-btn-${variant}-${color}`,
        size === 'small' && `vt-btn-${variant}-small`,
        fullWidth && 'vt-btn-full',
        Boolean(startIcon || endIcon) && 'vt-btn-with-icon',
        className,
      )}
      {...rest}
    >
      {startIcon && <span className={iconClass('start')}>{startIcon}</span>}
      {children}
      {endIcon && <span className={iconClass('end')}>{endIcon}</span>}
    </button>
  );
}

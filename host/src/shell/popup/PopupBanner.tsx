import { useLayoutEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import { useCloseOnBack } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { CloseIcon } from '../icons/icons';
import { isExternalUrl, safeHttpUrl } from '../links/safeUrl';
import type { PopupContent } from './popupHash';
import './PopupBanner.css';

interface PopupBannerProps {
  popup: PopupContent;
  open: boolean;
  onClose: () => void;
}

/**
 * The popup banner: three image sizes and an optional link (code-split; loaded only when due).
 *
 * A native modal `<dialog>`, not MUI's Dialog: it is the one overlay of a guest's first visit, and
 * MUI's Modal, focus trap and transitions were 8.6 KB gzip of that first load (ADR 0077). The
 * browser gives the rest: the page behind is inert (out of the accessibility tree, no focus),
 * Escape closes it (the `cancel` event), focus returns where it was on close. A tap on the
 * backdrop closes it as MUI's did; the page behind does not scroll while it is open (the sheet).
 */
export function PopupBanner({ popup, open, onClose }: PopupBannerProps) {
  useCloseOnBack(open, onClose);
  return open ? <PopupDialog popup={popup} onClose={onClose} /> : null;
}

function PopupDialog({ popup, onClose }: Omit<PopupBannerProps, 'open'>) {
  const t = useShellT();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // showModal is in every browser the site supports; the feature test is for jsdom in jest.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Closed before it leaves the page, so the browser puts focus back where it was.
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  // Escape before any interaction with the page may close it without a cancelable `cancel` (the
  // browser's close-watcher rule): the page follows the dialog's own close then.
  const onClosed = () => onClose();
  // A click whose target is the dialog itself landed on its backdrop (the content fills the box).
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const [small, medium, large] = popup.images.map((image) => image.url);
  const href = safeHttpUrl(popup.url);
  const image = (
    <picture>
      {large && <source media="(min-width: 992px)" srcSet={large} />}
      {medium && <source media="(min-width: 600px)" srcSet={medium} />}
      <img src={small} alt={t('popup.label')} className="vt-popup-image" />
    </picture>
  );
  return (
    <dialog ref={ref} className="vt-popup" aria-label={t('popup.label')} data-testid="popup-banner" onCancel={onCancel} onClose={onClosed} onClick={onBackdrop}>
      <IconButton aria-label={t('popup.close')} onClick={onClose} className="vt-popup-close">
        <CloseIcon />
      </IconButton>
      {href ? (
        isExternalUrl(href) ? (
          <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClose}>{image}</a>
        ) : (
          <a
            href={href}
            onClick={(event) => {
              event.preventDefault();
              onClose();
              void navigate(href);
            }}
          >
            {image}
          </a>
        )
      ) : (
        image
      )}
    </dialog>
  );
}

import { useNavigate } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useCloseOnBack } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { CloseIcon } from '../icons/icons';
import { isExternalUrl, safeHttpUrl } from '../links/safeUrl';
import type { PopupContent } from './popupHash';

interface PopupBannerProps {
  popup: PopupContent;
  open: boolean;
  onClose: () => void;
}

/** The popup banner: three image sizes and an optional link (code-split; loaded only when due). */
export function PopupBanner({ popup, open, onClose }: PopupBannerProps) {
  const t = useShellT();
  const navigate = useNavigate();
  useCloseOnBack(open, onClose);
  const [small, medium, large] = popup.images.map((image) => image.url);
  const href = safeHttpUrl(popup.url);
  const image = (
    <picture>
      {large && <source media="(min-width: 992px)" srcSet={large} />}
      {medium && <source media="(min-width: 600px)" srcSet={medium} />}
      <img src={small} alt={t('popup.label')} style={{ display: 'block', width: '100%', height: 'auto' }} />
    </picture>
  );
  return (
    // The name goes on the paper: it is the element with role="dialog" (axe aria-dialog-name).
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      slotProps={{
        paper: {
          'aria-label': t('popup.label'),
          sx: { bgcolor: 'transparent', boxShadow: 'none', m: 2, overflow: 'visible', position: 'relative' },
          'data-testid': 'popup-banner',
        } as object,
      }}
    >
      <IconButton aria-label={t('popup.close')} onClick={onClose} sx={{ position: 'absolute', top: -14, right: -14, zIndex: 1, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.default' } }}>
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
              navigate(href);
            }}
          >
            {image}
          </a>
        )
      ) : (
        image
      )}
    </Dialog>
  );
}

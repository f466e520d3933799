import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS, type Promotion } from '@vitrin/contract';
import { useCloseOnBack } from '@vitrin/shared';
import { SafeHtml } from '../html/SafeHtml';
import { richTextSx } from '../html/richTextSx';
import { useShellT } from '../i18n/shellT';
import { CloseIcon } from '../icons/icons';
import { isExternalUrl, safeHttpUrl } from '../links/safeUrl';
import { PromotionBonusAction } from './PromotionBonusAction';

interface PromotionDialogProps {
  promotion: Promotion | null;
  onClose: () => void;
}

/**
 * The button of a promotion without a bonus (its `action`): the page it is about, by the router for
 * a path of the site, in a new tab for an http(s) address. The address is server data: anything
 * else (`javascript:`, `//host`) gives no button.
 */
function PromotionLinkAction({ action, onLeave }: { action: NonNullable<Promotion['action']>; onLeave: () => void }) {
  const navigate = useNavigate();
  const url = safeHttpUrl(action.url);
  if (!url) return null;
  if (isExternalUrl(url)) {
    return <Button variant="contained" component="a" href={url} target="_blank" rel="noopener noreferrer">{action.label}</Button>;
  }
  return (
    <Button variant="contained" onClick={() => {
      onLeave();
      navigate(url);
    }}>{action.label}</Button>
  );
}

/** Promotion detail (spec §2): the second image, the title, the sanitised HTML description, and its bonus's button or its page's. */
export function PromotionDialog({ promotion, onClose }: PromotionDialogProps) {
  const t = useShellT();
  const fullScreen = useMediaQuery(`(max-width:${BREAKPOINTS.mobile - 0.05}px)`);
  useCloseOnBack(Boolean(promotion), onClose);
  const image = promotion?.images[1]?.url ?? promotion?.images[0]?.url;
  return (
    <Dialog open={Boolean(promotion)} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="promotion-dialog-title" data-testid="promotion-dialog">
      {promotion && (
        <>
          <DialogTitle id="promotion-dialog-title" sx={{ pr: 7 }}>
            {promotion.title}
          </DialogTitle>
          <IconButton aria-label={t('promotions.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            {image && (
              <Box component="img" src={image} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '9 / 4', objectFit: 'contain', bgcolor: 'background.default', borderRadius: 2, mb: 2 }} />
            )}
            <Box sx={richTextSx}>
              <SafeHtml html={promotion.html} />
            </Box>
            {/* A promotion that gives a bonus claims it here, or leads to what it waits for. */}
            {promotion.bonusId !== undefined && (
              <Box sx={{ mt: 2 }} data-testid="promotion-bonus">
                <PromotionBonusAction bonusId={promotion.bonusId} onLeave={onClose} />
              </Box>
            )}
            {/* One without a bonus leads to what it is about (the sportsbook, a lobby). */}
            {promotion.bonusId === undefined && promotion.action && (
              <Box sx={{ mt: 2 }} data-testid="promotion-action">
                <PromotionLinkAction action={promotion.action} onLeave={onClose} />
              </Box>
            )}
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}

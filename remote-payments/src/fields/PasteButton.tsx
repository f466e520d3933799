import { Button } from '@vitrin/shared/ui';
import { InputAdornment } from '@vitrin/shared/ui/forms';
import { bus } from '@vitrin/shared';
import { useT } from '../i18n';

interface Props {
  fieldLabel: string;
  onPaste: (text: string) => void;
}

/** Spec §5: a paste button for Iban and CardNo (Clipboard API); a refused permission says how else. */
export function PasteButton({ fieldLabel, onPaste }: Props) {
  const t = useT();
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      onPaste(text);
    } catch {
      bus.emit('toast/show', { type: 'error', message: t('payments.field.pasteRefused') });
    }
  };
  return (
    <InputAdornment position="end">
      <Button size="small" onClick={() => void paste()} aria-label={t('payments.field.paste', { field: fieldLabel })}>
        {t('payments.field.pasteShort')}
      </Button>
    </InputAdornment>
  );
}

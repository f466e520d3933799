import { STORAGE_KEYS } from '@vitrin/contract';

// The frame index.html shows before React renders. These texts are needed
// before any dictionary or translation override is loaded, so they live here, both languages.
const TEXTS = {
  tr: { loading: 'Yükleniyor...', failed: 'Site yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.', retry: 'Tekrar dene' },
  en: { loading: 'Loading...', failed: 'The site could not be loaded. Check your connection and try again.', retry: 'Retry' },
} as const;

function storedLanguage(): keyof typeof TEXTS {
  try {
    return localStorage.getItem(STORAGE_KEYS.lang) === 'en' ? 'en' : 'tr';
  } catch {
    return 'tr';
  }
}

/** Puts 'Loading...' in the stored language (index.html says it in Turkish, the default). */
export function localizeBootScreen(doc: Document = document): void {
  const text = doc.getElementById('boot-text');
  if (text) text.textContent = TEXTS[storedLanguage()].loading;
}

/** Start-up failed before the first render: say so, with a Retry that loads the page again. */
export function showBootError(retry: () => void, doc: Document = document): void {
  const body = doc.getElementById('boot-body');
  if (!body) return;
  const texts = TEXTS[storedLanguage()];
  const message = doc.createElement('p');
  message.textContent = texts.failed;
  const button = doc.createElement('button');
  button.id = 'boot-retry';
  button.type = 'button';
  button.textContent = texts.retry;
  button.addEventListener('click', retry);
  body.setAttribute('role', 'alert');
  body.replaceChildren(message, button);
}

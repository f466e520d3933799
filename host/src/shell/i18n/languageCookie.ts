/** One year: the language choice is as lasting as the one in local storage (spec §4). */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the visitor's language in a `lang` cookie, so the page it hands out next is
 * painted in that language before any script runs (the boot text and the home banner of the
 * first-paint step). Local storage stays the source of truth for the site itself.
 */
export function rememberLanguageForServer(code: string, base: string = document.baseURI): void {
  if (!/^[a-z]{2}$/.test(code)) return;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return;
  }
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `lang=${code}; Path=${url.pathname}; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: the server paints Turkish and the site switches after its start-up.
  }
}

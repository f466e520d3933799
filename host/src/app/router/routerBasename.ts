/** The path the site is served under (the document base), as the router's basename. */
export function routerBasename(baseURI: string = document.baseURI): string {
  const path = new URL('.', baseURI).pathname.replace(/\/$/, '');
  return path === '' ? '/' : path;
}

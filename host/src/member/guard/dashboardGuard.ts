import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { getLastLocation, safeReturnPath } from '../auth/navigation';

/** The router path of a request URL: the document base (the router's basename) stripped off. */
export function routerPath(requestUrl: string, baseURI: string = document.baseURI): string {
  const url = new URL(requestUrl);
  const basePath = new URL('.', baseURI).pathname.replace(/\/$/, '');
  const path = basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
  return `${path}${url.search}${url.hash}`;
}

/**
 * Loader of the dashboard route (spec §6): members pass; a guest gets the login dialog and stays
 * where they were — the previous location, or home on a first load — and continues to the page
 * they asked for after logging in.
 */
export async function dashboardGuard({ request }: LoaderFunctionArgs): Promise<null | Response> {
  if (bus.get('auth').hasLogin) return null;
  const returnTo = safeReturnPath(routerPath(request.url)) ?? undefined;
  bus.emit('auth/login-requested', returnTo ? { returnTo } : {});
  const here = getLastLocation();
  const stay = here && !here.startsWith('/dashboard') ? here : '/';
  return redirect(stay);
}

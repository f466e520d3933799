// Types of firstPaint.mjs for the TypeScript that calls it (the sandbox).
export const FIRST_ANSWERS_ELEMENT_ID: string;
export function safeAddress(value: unknown): string | null;
export function languageFromCookie(cookieHeader: string | undefined | null): 'tr' | 'en';
export function remotesForPath(pathname: string, routes: { home?: string[]; prefixes?: Record<string, string[]> }): string[];
export function firstPaintHtml(
  html: string,
  input?: {
    pathname?: string;
    remotesDoc?: unknown;
    routes?: { home?: string[]; prefixes?: Record<string, string[]> };
    homeSlide?: { sources: string[] } | null;
    breakpoints?: number[];
    language?: string;
    answers?: { path: string; request: unknown; answer: unknown }[];
    tiles?: { name: string; image: string | null | undefined }[];
  },
): string;

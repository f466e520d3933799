import { STORAGE_KEYS, type Slider, type FooterCategory, type SiteOption } from '@vitrin/contract';

/** The parts of the stored bootstrap data (spec §3) the shell reads, parsed defensively. */
export interface ShellBootstrap {
  sliderList: Slider[];
  categoryList: FooterCategory[];
  siteOption: SiteOption[];
  popup: { images: { url: string }[]; url?: string | null } | null;
  domainStatus: { current: string; next?: string | null } | null;
}

const EMPTY: ShellBootstrap = { sliderList: [], categoryList: [], siteOption: [], popup: null, domainStatus: null };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const images = (value: unknown) =>
  asArray(value).flatMap((image) => (isObject(image) && typeof image.url === 'string' ? [{ url: image.url }] : []));

/** Reads bootstrap data; a missing or damaged entry gives empty lists, never a crash. */
export function parseBootstrap(text: string | null): ShellBootstrap {
  if (!text) return EMPTY;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (!isObject(raw)) return EMPTY;
  // The host stores either the bootstrap data itself or the whole cms/grouped envelope.
  const data = isObject(raw.data) && !('sliderList' in raw) ? raw.data : raw;
  return {
    sliderList: asArray(data.sliderList).flatMap((s) =>
      isObject(s) && typeof s.slug === 'string'
        ? [{ slug: s.slug, url: asString(s.url), target: asString(s.target), images: images(s.images) }]
        : [],
    ),
    categoryList: asArray(data.categoryList).flatMap((c) =>
      isObject(c) && typeof c.name === 'string'
        ? [{
            name: c.name,
            content: asArray(c.content).flatMap((item) =>
              isObject(item) && typeof item.id === 'number' && typeof item.title === 'string'
                ? [{ id: item.id, title: item.title }]
                : [],
            ),
          }]
        : [],
    ),
    siteOption: asArray(data.siteOption).flatMap((o) =>
      isObject(o) && typeof o.key === 'string'
        ? [{ key: o.key, value: asString(o.value), status: o.status === true }]
        : [],
    ),
    popup: isObject(data.popup) ? { images: images(data.popup.images), url: asString(data.popup.url) } : null,
    domainStatus: isObject(data.domainStatus) && typeof data.domainStatus.current === 'string'
      ? { current: data.domainStatus.current, next: asString(data.domainStatus.next) }
      : null,
  };
}

export function readBootstrap(storage: Storage | undefined = globalThis.localStorage): ShellBootstrap {
  try {
    return parseBootstrap(storage?.getItem(STORAGE_KEYS.bootstrap) ?? null);
  } catch {
    return EMPTY;
  }
}

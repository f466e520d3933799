import type { SiteOption } from '@vitrin/contract';

/** Spec §9: keys are lower-cased and only active options are kept. */
export function filterSiteOptions(options: readonly SiteOption[] | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const option of options ?? []) {
    if (!option || option.status !== true || typeof option.key !== 'string') continue;
    const value = option.value ?? '';
    if (!value.trim()) continue;
    out[option.key.trim().toLowerCase()] = value.trim();
  }
  return out;
}

/** `:id` of /pages/:id must be a positive integer written plainly (no signs, zeros or decimals). */
export function parsePageId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

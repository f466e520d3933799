// Placeholder until the host-shell work lands.
export function PromotionsPage() {
  return <h1>PromotionsPage (host)</h1>;
}

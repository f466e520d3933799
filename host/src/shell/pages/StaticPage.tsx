// Placeholder until the host-shell work lands.
export function StaticPage() {
  return <h1>StaticPage (host)</h1>;
}

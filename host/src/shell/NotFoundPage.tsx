// Placeholder until the host-shell work lands.
export function NotFoundPage() {
  return <h1>NotFoundPage (host)</h1>;
}

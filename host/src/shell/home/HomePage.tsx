// Placeholder until the host-shell work lands.
export function HomePage() {
  return <h1>HomePage (host)</h1>;
}

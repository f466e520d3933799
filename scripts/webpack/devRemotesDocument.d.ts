// Types of devRemotesDocument.js for the TypeScript that calls it (the host's test of the dev document).
export function contractVersion(): string;
export function devRemotesDocument(
  remotes: Record<string, { port: number }>,
  at?: string,
): {
  schemaVersion: 1;
  remotes: Record<string, { current: string; versions: Record<string, { entry: string; builtAt: string; contract: string }>; history: unknown[] }>;
};

import type { FrameCommand, Launch, LaunchAdapter } from './launchAdapter';

/**
 * Reads a message from the game frame (spec §4). It counts only when it comes from the frame's own
 * window and from the origin the frame has: the opaque origin "null" of a frame sandboxed without
 * allow-same-origin (every game but one whose adapter needs its own origin, ADR 0020), else the
 * origin of its launch address; for SoftGamings' HTML also from a frame inside it on the provider's
 * origin (where a browser does not pass the sandbox on). `{command: 'exit'}` exits, the provider's
 * own commands (Egt exit and reload) follow its adapter, everything else is ignored.
 */
export function frameCommand(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  frameWindow: Window | null | undefined,
  launch: Launch,
  adapter: LaunchAdapter,
): FrameCommand | null {
  if (!frameWindow || !event.source) return null;
  const fromFrame = event.source === frameWindow;
  const trusted =
    launch.kind === 'url'
      ? fromFrame && event.origin === (adapter.needsOwnOrigin ? launch.origin : 'null')
      : (fromFrame && event.origin === 'null') || (parentOf(event.source) === frameWindow && event.origin === launch.origin);
  if (!trusted) return null;
  const own = adapter.command?.(event.data);
  if (own) return own;
  const command = event.data && typeof event.data === 'object' ? (event.data as { command?: unknown }).command : undefined;
  return command === 'exit' ? 'exit' : null;
}

function parentOf(source: MessageEventSource): unknown {
  try {
    return (source as Window).parent;
  } catch {
    return null;
  }
}

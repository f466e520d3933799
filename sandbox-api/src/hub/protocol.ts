import { HUB } from '@vitrin/contract';

/** SignalR's record separator (the contract's): every JSON hub message ends with it. */
export const RS = HUB.recordSeparator;

export const MessageType = { Invocation: 1, StreamItem: 2, Completion: 3, Ping: 6, Close: 7 } as const;

export function frame(message: unknown): string {
  return JSON.stringify(message) + RS;
}

/** A frame may carry several messages; a trailing partial one is not expected over WebSocket. */
export function parseFrames(text: string): unknown[] {
  return text.split(RS).filter((part) => part.trim() !== '').map((part) => {
    try {
      return JSON.parse(part) as unknown;
    } catch {
      return undefined;
    }
  });
}

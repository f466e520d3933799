import type { Game, LaunchProvider } from '@vitrin/contract';

/** What a launch call gives the frame: an address, or SoftGamings' HTML plus script (spec §4). */
export type Launch =
  | { kind: 'url'; url: string; origin: string }
  | { kind: 'html'; html: string; script: string; origin: string };

export interface LaunchContext {
  mobile: boolean;
  language: 'tr' | 'en';
  /** The current page (spec §7 lobbyUrl). */
  lobbyUrl: string;
  signal?: AbortSignal;
}

/** A command a game frame may send; everything else is ignored (spec §4). */
export type FrameCommand = 'exit' | 'reload';

/** One provider's launch: its call and payload (spec §7), and what its frame may say. */
export interface LaunchAdapter {
  provider: LaunchProvider;
  /** Spec §4: a failed Egt, Hub88 or SoftGamings launch also closes the play modal. */
  closesOnFailure: boolean;
  launch(game: Game, context: LaunchContext): Promise<Launch>;
  /** The provider's own commands beyond `{command: 'exit'}` (Egt's exit and reload). */
  command?(data: unknown): FrameCommand | null;
  /**
   * The provider's game cannot run in an opaque origin (it keeps its session in its own origin's
   * cookies or storage): only then does its frame get `allow-same-origin` (ADR 0020). None of the
   * seven needs it today: their games keep the session in the page and call their server by CORS.
   */
  needsOwnOrigin?: boolean;
}

/** An address answer becomes a launch; its origin is the only one whose messages count. */
export function urlLaunch(address: string): Launch {
  return { kind: 'url', url: address, origin: new URL(address).origin };
}

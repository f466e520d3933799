import { useEffect, useRef } from 'react';
import { Box } from '@vitrin/shared/ui';
import { GAME_FRAME_PAUSE, GAME_FRAME_RESUME, LAUNCH_SCRIPT_DELAY_MS } from '@vitrin/contract';
import { useChannel } from '@vitrin/shared';
import { frameCommand } from '../launch/frameCommand';
import type { FrameCommand, Launch, LaunchAdapter } from '../launch/launchAdapter';

interface GameFrameProps {
  launch: Launch;
  adapter: LaunchAdapter;
  title: string;
  onCommand: (command: FrameCommand) => void;
}

/**
 * SoftGamings' HTML runs in a frame sandboxed WITHOUT allow-same-origin (an opaque origin), so the
 * provider's code never runs in Vitrin's origin; its script starts 100 ms after the frame shows
 * (spec §4, §9). The script travels as a JSON string, so no text of it can close the tag.
 * The HTML is not sanitised: it is the provider's own page and the sandbox is what isolates it.
 * It starts whether the document is written before or after its load event (the content page
 * writes it with document.write).
 */
export function softgamingsDocument(html: string, script: string): string {
  const code = JSON.stringify(script).replace(/</g, '\\u003c');
  return `${html}<script>(function(){var s=false;function go(){if(s)return;s=true;setTimeout(function(){new Function(${code})();},${LAUNCH_SCRIPT_DELAY_MS});}if(document.readyState==='complete')go();else{window.addEventListener('load',go);document.addEventListener('readystatechange',function(){if(document.readyState==='complete')go();});}})();</script>`;
}

/**
 * A srcdoc frame inherits the site's Content-Security-Policy (`script-src 'self'`), so the
 * provider HTML is shown by the content page of the provider origin instead
 * (docs/security-headers.md "Provider HTML"): it says it is ready, and gets the document by
 * postMessage. The address names no parent: the content page knows the site's origins from its
 * server's configuration, and only they may frame it.
 */
export const CONTENT_FRAME_PATH = '/content/frame';
const READY = 'vitrin:content-ready';

export function contentFrameUrl(providerOrigin: string): string {
  return `${providerOrigin}${CONTENT_FRAME_PATH}`;
}

/**
 * Every game frame: scripts, forms, pointer lock and popups, but never navigating Vitrin's page,
 * and an opaque origin — so no other page of the provider's origin can reach into it (ADR 0020).
 */
export const GAME_SANDBOX = 'allow-scripts allow-forms allow-pointer-lock allow-popups';

/** The frame's sandbox: its own origin only for a provider whose game cannot work without it. */
export function gameSandbox(launch: Launch, adapter: LaunchAdapter): string {
  return launch.kind === 'url' && adapter.needsOwnOrigin ? `${GAME_SANDBOX} allow-same-origin` : GAME_SANDBOX;
}

/**
 * Where the pause messages go: an opaque origin ("null") can only be addressed as '*' (the window
 * is the frame's own, and the message says nothing secret); a frame that keeps its origin, by it.
 */
function frameTarget(launch: Launch, adapter: LaunchAdapter): string {
  return launch.kind === 'url' && adapter.needsOwnOrigin ? launch.origin : '*';
}

/**
 * The game frame; listens to the frame's messages (spec §4) with the checks of frameCommand, and
 * tells the game to pause while the host shows a dialog the game must wait behind (the reality
 * check: `gamesPaused`), and to resume after it — also a game that loads while paused.
 */
export function GameFrame({ launch, adapter, title, onCommand }: GameFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const command = useRef(onCommand);
  command.current = onCommand;
  const src = launch.kind === 'url' ? launch.url : contentFrameUrl(launch.origin);
  const paused = useChannel('gamesPaused');
  const told = useRef(false);
  const tell = (pause: boolean) => {
    const frame = ref.current?.contentWindow;
    if (!frame || told.current === pause) return;
    told.current = pause;
    frame.postMessage(pause ? GAME_FRAME_PAUSE : GAME_FRAME_RESUME, frameTarget(launch, adapter));
  };
  const tellRef = useRef(tell);
  tellRef.current = tell;
  useEffect(() => tellRef.current(paused), [paused]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const frame = ref.current?.contentWindow;
      // The content page (an opaque origin: "null") asks for the provider document; '*' is the only
      // target an opaque origin can be given, and the window is the frame's own.
      if (launch.kind === 'html' && frame && event.source === frame && event.origin === 'null' && (event.data as { type?: unknown } | null)?.type === READY) {
        frame.postMessage({ type: 'vitrin:content', html: softgamingsDocument(launch.html, launch.script) }, '*');
        return;
      }
      const found = frameCommand(event, ref.current?.contentWindow, launch, adapter);
      if (found) command.current(found);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [launch, adapter]);

  return (
    <Box
      component="iframe"
      ref={ref}
      title={title}
      data-testid="game-frame"
      src={src}
      sandbox={gameSandbox(launch, adapter)}
      // `allow` alone grants full screen: with allowfullscreen too, Chromium warns that allow takes
      // precedence on every game.
      allow="autoplay; fullscreen"
      referrerPolicy="origin"
      // A game that (re)loads behind the dialog hears the pause again.
      onLoad={() => {
        told.current = false;
        tell(paused);
      }}
      sx={{ border: 0, width: '100%', height: '100%', display: 'block', bgcolor: '#000' }}
    />
  );
}

import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { LAUNCH_SCRIPT_DELAY_MS } from '@vitrin/contract';
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
 */
export function softgamingsDocument(html: string, script: string): string {
  const code = JSON.stringify(script).replace(/</g, '\\u003c');
  return `${html}<script>window.addEventListener('load',function(){setTimeout(function(){new Function(${code})();},${LAUNCH_SCRIPT_DELAY_MS});});</script>`;
}

export const SOFTGAMINGS_SANDBOX = 'allow-scripts allow-forms allow-pointer-lock allow-popups';
/** Address frames keep their provider's own origin but may not navigate Vitrin's page. */
export const PROVIDER_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-pointer-lock allow-popups';

/** The game frame; listens to the frame's messages (spec §4) with the checks of frameCommand. */
export function GameFrame({ launch, adapter, title, onCommand }: GameFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const command = useRef(onCommand);
  command.current = onCommand;
  const srcDoc = launch.kind === 'html' ? softgamingsDocument(launch.html, launch.script) : undefined;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
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
      src={launch.kind === 'url' ? launch.url : undefined}
      srcDoc={srcDoc}
      sandbox={launch.kind === 'html' ? SOFTGAMINGS_SANDBOX : PROVIDER_SANDBOX}
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="origin"
      sx={{ border: 0, width: '100%', height: '100%', display: 'block', bgcolor: '#000' }}
    />
  );
}

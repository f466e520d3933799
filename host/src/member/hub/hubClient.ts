import type * as SignalR from '@microsoft/signalr';
import { HUB } from '@vitrin/contract';
import { type HubMessage, type HubStatus } from '@vitrin/shared';
import { hubUrl } from './hubUrl';

export type SignalRModule = Pick<typeof SignalR, 'HubConnectionBuilder' | 'HttpTransportType' | 'LogLevel'>;

export interface HubClientDeps {
  /** Loads @microsoft/signalr; a dynamic import so guests never download it. */
  load: () => Promise<SignalRModule>;
  setStatus: (status: HubStatus) => void;
  emit: (message: HubMessage) => void;
  baseURI: () => string;
}

export interface HubClient {
  start(token: string, fingerprint: string | null): Promise<void>;
  stop(): Promise<void>;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : error === undefined ? '' : String(error);
}

/** The live notification connection of spec §4 and §7, one per signed-in session. */
export function createHubClient(deps: HubClientDeps): HubClient {
  let connection: SignalR.HubConnection | null = null;
  // Each start gets a generation; late callbacks of a stopped connection are ignored.
  let generation = 0;

  return {
    async start(token, fingerprint) {
      await this.stop();
      const mine = ++generation;
      deps.setStatus('connecting');
      let signalR: SignalRModule;
      try {
        signalR = await deps.load();
      } catch (error) {
        if (mine !== generation) return;
        deps.setStatus('disconnected');
        deps.emit({ command: 'error', message: describe(error) });
        return;
      }
      if (mine !== generation) return;
      const built = new signalR.HubConnectionBuilder()
        .withUrl(hubUrl(deps.baseURI(), fingerprint), {
          accessTokenFactory: () => token,
          skipNegotiation: true,
          transport: signalR.HttpTransportType.WebSockets,
        })
        .withAutomaticReconnect([...HUB.reconnectDelaysMs])
        .configureLogging(signalR.LogLevel.None)
        .build();
      built.serverTimeoutInMilliseconds = HUB.serverTimeoutMs;
      built.keepAliveIntervalInMilliseconds = HUB.keepAliveMs;
      built.on(HUB.method, (command: unknown, message?: unknown) => {
        if (mine !== generation) return;
        // The server may send (command, message) or one {command, message} object.
        if (command && typeof command === 'object') {
          const packed = command as { command?: unknown; message?: unknown };
          deps.emit({ command: String(packed.command ?? ''), message: typeof packed.message === 'string' ? packed.message : JSON.stringify(packed.message ?? '') });
        } else {
          deps.emit({ command: String(command ?? ''), message: typeof message === 'string' ? message : JSON.stringify(message ?? '') });
        }
      });
      built.onreconnecting((error) => {
        if (mine !== generation) return;
        deps.setStatus('reconnecting');
        deps.emit({ command: 'disconnect', message: describe(error) });
      });
      built.onreconnected(() => {
        if (mine === generation) deps.setStatus('connected');
      });
      built.onclose((error) => {
        if (mine !== generation) return;
        deps.setStatus('disconnected');
        deps.emit({ command: 'disconnect', message: describe(error) });
      });
      connection = built;
      // A first connection that fails is retried on the same schedule as a dropped one, then given up.
      for (let attempt = 0; ; attempt++) {
        try {
          await built.start();
          if (mine === generation) deps.setStatus('connected');
          return;
        } catch (error) {
          if (mine !== generation) return;
          deps.emit({ command: 'error', message: describe(error) });
          const delay = HUB.reconnectDelaysMs[attempt];
          if (delay === undefined) {
            connection = null;
            deps.setStatus('disconnected');
            return;
          }
          deps.setStatus('reconnecting');
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (mine !== generation) return;
        }
      }
    },
    async stop() {
      generation++;
      const current = connection;
      connection = null;
      if (!current) return;
      deps.setStatus('disconnecting');
      try {
        await current.stop();
      } catch {
        // Stopping a broken connection fails harmlessly; it is gone either way.
      }
      deps.setStatus('disconnected');
    },
  };
}

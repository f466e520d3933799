import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { HUB_METHOD } from '../sharedConstants';
import type { Database } from '../db/database';
import type { SessionCache } from '../auth/sessionCache';
import { hashToken } from '../security/tokens';
import { bearerOf } from '../security/bearer';
import { localeOf } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { MessageType, frame, parseFrames } from './protocol';

export interface HubMessage { command: string; message: string }

export interface Hub {
  /** Sends NotifyMessage to every open connection of the player; returns how many got it. */
  notify(playerId: number, message: HubMessage): number;
  connectionCount(playerId?: number): number;
  /** Closes connections (all, or one player's) with a close message that allows reconnecting. */
  drop(playerId?: number): void;
  /**
   * Closes the connections opened with these sessions (logout, new password, expiry), with a close
   * message that forbids reconnecting: the session is over, so no push may reach it.
   */
  closeSessions(tokenHashes: readonly string[]): number;
}

interface Connection { socket: WebSocket; playerId: number; tokenHash: string; ready: boolean; timer?: NodeJS.Timeout }

declare module 'fastify' {
  interface FastifyRequest { hubSession?: { playerId: number; tokenHash: string } }
}

/**
 * The notification hub at /hub/frnotify: the SignalR JSON hub protocol over a bare WebSocket, as
 * @microsoft/signalr speaks it with skipNegotiation and the WebSockets transport.
 */
export function registerHub(app: FastifyInstance, db: Database, sessions: SessionCache, options: { pingIntervalMs: number }): Hub {
  const connections = new Set<Connection>();
  // Ready connections per player: the fan-out asks for every message another instance published.
  const ready = new Map<number, number>();
  const markReady = (connection: Connection) => {
    connection.ready = true;
    ready.set(connection.playerId, (ready.get(connection.playerId) ?? 0) + 1);
  };

  const send = (connection: Connection, message: unknown) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame(message));
  };

  // Through the members cache, so an expired session is refused (and ended) here as at any call.
  const authenticate = async (request: FastifyRequest) => {
    const token = bearerOf(request.headers.authorization, request.query);
    const player = token ? await sessions.player(db, token) : null;
    return player && token ? { playerId: player.id, tokenHash: hashToken(token) } : null;
  };

  app.get('/hub/frnotify', {
    websocket: true,
    // Refusing here answers a plain 401 before the upgrade, so the client sees an HTTP error.
    preValidation: async (request, reply) => {
      const session = await authenticate(request);
      if (!session) {
        await reply.code(401).send({ success: false, message: translate(localeOf(request.headers['x-locale']), 'auth.required') });
        return;
      }
      request.hubSession = session;
    },
  }, (socket, request) => {
    const connection: Connection = { socket, ...request.hubSession!, ready: false };
    connections.add(connection);
    socket.on('close', () => stop(connection));
    socket.on('error', () => stop(connection));
    socket.on('message', (data) => {
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString();
      for (const message of parseFrames(text)) {
        if (!connection.ready) {
          const handshake = message as { protocol?: unknown; version?: unknown } | undefined;
          if (handshake?.protocol !== 'json' || handshake.version !== 1) {
            socket.send(frame({ error: `Requested protocol '${String(handshake?.protocol)}' is not available.` }));
            socket.close(1002, 'Unsupported protocol');
            return;
          }
          markReady(connection);
          socket.send(frame({}));
          connection.timer = setInterval(() => send(connection, { type: MessageType.Ping }), options.pingIntervalMs);
          continue;
        }
        const type = (message as { type?: unknown } | undefined)?.type;
        if (type === MessageType.Ping) {
          send(connection, { type: MessageType.Ping });
        } else if (type === MessageType.Close) {
          socket.close(1000);
        } else if (type === MessageType.Invocation) {
          // The hub exposes no server methods; tell a caller that waits for a result.
          const invocationId = (message as { invocationId?: unknown }).invocationId;
          if (typeof invocationId === 'string') {
            send(connection, { type: MessageType.Completion, invocationId, error: 'Method does not exist.' });
          }
        }
      }
    });
  });

  return {
    notify(playerId, message) {
      let count = 0;
      for (const connection of connections) {
        if (connection.playerId !== playerId || !connection.ready) continue;
        send(connection, { type: MessageType.Invocation, target: HUB_METHOD, arguments: [message] });
        count += 1;
      }
      return count;
    },
    connectionCount(playerId) {
      if (playerId !== undefined) return ready.get(playerId) ?? 0;
      return [...ready.values()].reduce((sum, count) => sum + count, 0);
    },
    drop(playerId) {
      for (const connection of [...connections]) {
        if (playerId !== undefined && connection.playerId !== playerId) continue;
        send(connection, { type: MessageType.Close, error: 'Server is closing the connection.', allowReconnect: true });
        connection.socket.close(1000);
        stop(connection);
      }
    },
    closeSessions(tokenHashes) {
      const ended = new Set(tokenHashes);
      let count = 0;
      for (const connection of [...connections]) {
        if (!ended.has(connection.tokenHash)) continue;
        send(connection, { type: MessageType.Close, error: 'Session ended.', allowReconnect: false });
        connection.socket.close(1000);
        stop(connection);
        count += 1;
      }
      return count;
    },
  };

  function stop(connection: Connection) {
    if (connection.timer) clearInterval(connection.timer);
    if (!connections.delete(connection) || !connection.ready) return;
    const left = (ready.get(connection.playerId) ?? 1) - 1;
    if (left > 0) ready.set(connection.playerId, left);
    else ready.delete(connection.playerId);
  }
}

import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import { PUSH_TYPES, type EventBus } from './event-bus.ts';

const registerMessage = z.object({
  action: z.literal('registerConnection'),
  targetId: z.union([z.string(), z.number()]).transform(String),
  type: z.enum(PUSH_TYPES),
  version: z.literal(2),
});

/** Who is on the other end of a socket; null when signed out (such sockets receive nothing; watchSession closes them). */
export type PushIdentify = (request: IncomingMessage) => Promise<{ companyId: number } | null>;

/**
 * The spec's notification socket: after opening, the client sends one registerConnection message per
 * type with targetId, type and version 2; from then on it receives that target's events of that type,
 * but only events of its own company.
 */
export function createPushChannel(bus: EventBus, identify: PushIdentify, log: Logger): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const unsubscribers: Array<() => void> = [];
    const identity = identify(request).catch(() => null);
    socket.on('message', async (data) => {
      const parsed = registerMessage.safeParse(safeJson(String(data)));
      if (!parsed.success) {
        socket.send(JSON.stringify({ error: 'Expected {action: "registerConnection", targetId, type, version: 2}' }));
        return;
      }
      const who = await identity;
      if (!who) {
        socket.close(4401, 'Sign in required');
        return;
      }
      const { type, targetId } = parsed.data;
      unsubscribers.push(
        bus.subscribe(type, targetId, (event) => {
          if (event.companyId !== who.companyId || socket.readyState !== socket.OPEN) return;
          socket.send(JSON.stringify({ type, targetId, ...event.payload }));
        }),
      );
      socket.send(JSON.stringify({ action: 'registered', type, targetId }));
    });
    socket.on('close', () => {
      unsubscribers.forEach((off) => off());
    });
    socket.on('error', (error) => log.debug({ err: error }, 'Push socket error'));
  });
  return wss;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

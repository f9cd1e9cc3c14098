import { useEffect, useRef } from 'react';
import { csrfToken, wsUrl } from './graphql-client.ts';

export type PushType =
  | 'EXPORT' | 'ALGORITHM' | 'MAPAPPEAL' | 'DUPLICATEAPPEAL' | 'VINGESTION' | 'ITEMS'
  | 'NTYPE_BBINGESTION' | 'NTYPE_AUDIENCE_LIST_PROCESS_V2' | 'NTYPE_ITEMS' | 'NTYPE_SEEDEXCELDATA' | 'SUBSCRIPTION_CHANGED' | 'CRM_ASKS';

export interface PushMessage {
  type: PushType;
  targetId: string;
  status?: string;
  [key: string]: unknown;
}

type Listener = (message: PushMessage) => void;

/**
 * The notification socket of the spec: one connection per tab; on open it sends one registerConnection
 * message per subscribed (type, target) with version 2, and reconnects on close or error unless closed on purpose.
 */
class PushClient {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private retryMs = 500;
  private isClosedOnPurpose = false;

  subscribe(type: PushType, targetId: string, listener: Listener): () => void {
    const key = `${type}:${targetId}`;
    const set = this.listeners.get(key) ?? new Set();
    const isNewKey = set.size === 0;
    set.add(listener);
    this.listeners.set(key, set);
    this.ensureOpen();
    if (isNewKey && this.socket?.readyState === WebSocket.OPEN) this.register(type, targetId);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  close(): void {
    this.isClosedOnPurpose = true;
    this.socket?.close();
    this.socket = null;
  }

  private ensureOpen(): void {
    if (this.socket) return;
    this.isClosedOnPurpose = false;
    // The session's CSRF token goes in the address: the server refuses a push socket without it.
    const socket = new WebSocket(wsUrl(`/push?csrf=${encodeURIComponent(csrfToken())}`));
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = 500;
      for (const key of this.listeners.keys()) {
        const [type, ...target] = key.split(':');
        this.register(type as PushType, target.join(':'));
      }
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as PushMessage & { action?: string };
      if (message.action) return;
      if (message.status === 'ERROR') console.error('Push status ERROR', message);
      this.listeners.get(`${message.type}:${message.targetId}`)?.forEach((listener) => listener(message));
    };
    socket.onclose = () => {
      this.socket = null;
      if (this.isClosedOnPurpose || this.listeners.size === 0) return;
      setTimeout(() => this.ensureOpen(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 10_000);
    };
    socket.onerror = () => socket.close();
  }

  private register(type: PushType, targetId: string): void {
    this.socket?.send(JSON.stringify({ action: 'registerConnection', targetId, type, version: 2 }));
  }
}

export const pushClient = new PushClient();

/** Calls `onMessage` for every pushed event of this type and target while the component is mounted. */
export function usePush(type: PushType, targetId: string | number | null | undefined, onMessage: Listener): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (targetId === null || targetId === undefined || targetId === '') return;
    return pushClient.subscribe(type, String(targetId), (message) => handler.current(message));
  }, [type, targetId]);
}

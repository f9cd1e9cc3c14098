import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger.ts';

const CHANNEL = 'askwise_events';

/** The spec's push notification types. */
export const PUSH_TYPES = [
  'EXPORT',
  'ALGORITHM',
  'MAPAPPEAL',
  'DUPLICATEAPPEAL',
  'VINGESTION',
  'ITEMS',
  'NTYPE_BBINGESTION',
  'NTYPE_AUDIENCE_LIST_PROCESS_V2',
  'NTYPE_ITEMS',
  'NTYPE_SEEDEXCELDATA',
  // The company's subscription changed (targetId: the company id); payload { status, active, constituentsLimit }.
  'SUBSCRIPTION_CHANGED',
  // An appeal's asks being sent to its CRM (targetId: the appeal id); payload { status, total, written, unchanged, refused }.
  'CRM_ASKS',
  // GraphQL subscription topics travel on the same bus.
  'UPDATED_APPEAL',
  'UPDATED_BLACKBAUD_ORGANIZATION',
] as const;
export type PushType = (typeof PUSH_TYPES)[number];
/** Bus-only types, never registered by a client: a user's session ended (published by database triggers, 0700). */
export type BusType = PushType | 'SESSION_ENDED';

export interface BusEvent {
  type: BusType;
  targetId: string;
  /** Only connections of this company receive the event. */
  companyId: number;
  payload: Record<string, unknown>;
}

export type BusListener = (event: BusEvent) => void;

// A lost LISTEN connection is opened again after this long, doubling up to the longest wait.
const RECONNECT_FIRST_MS = 250;
const RECONNECT_LONGEST_MS = 2_000;
// A connection that stopped answering without closing (a network gone quiet) is found within this.
const CHECK_EVERY_MS = 5_000;

/**
 * Events fan out through PostgreSQL LISTEN/NOTIFY, so a job in any worker reaches browsers
 * connected to any web process. Payloads stay small (status and progress), well under NOTIFY's 8 kB.
 */
export class EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private listenClient: pg.Client | null = null;
  private isListening = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly log: Logger,
  ) {}

  async publish(event: BusEvent): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  /** Several events in one round trip, delivered in the given order (a busy database answers each trip slowly). */
  async publishAll(events: readonly BusEvent[]): Promise<void> {
    if (!events.length) return;
    await this.pool.query('select pg_notify($1, e.payload) from unnest($2::text[]) with ordinality as e(payload, n) order by e.n', [
      CHANNEL,
      events.map((event) => JSON.stringify(event)),
    ]);
  }

  /**
   * Starts receiving events from every process; web processes call this once. When the connection is
   * lost (PostgreSQL restarted, crashed or the network failed) LISTEN is opened again, so the sockets and
   * subscriptions that stayed open receive events again; events sent while it was down are missed.
   */
  async listen(): Promise<void> {
    this.isListening = true;
    await this.connect();
    this.checkTimer = setInterval(() => void this.check(), CHECK_EVERY_MS).unref();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: `askwise-events:${process.pid}`, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const event = JSON.parse(message.payload) as BusEvent;
        this.emitter.emit(keyOf(event.type, event.targetId), event);
      } catch (error) {
        this.log.warn({ err: error }, 'Ignored a malformed event');
      }
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'Event bus connection lost');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    this.listenClient = client;
  }

  /** The LISTEN connection is gone: open another one until it works (or the bus is closed). */
  private lost(client: pg.Client): void {
    if (this.listenClient !== client) return;
    this.listenClient = null;
    client.end().catch(() => undefined);
    this.reconnect(RECONNECT_FIRST_MS);
  }

  private reconnect(waitMs: number): void {
    if (!this.isListening || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.isListening || this.listenClient) return;
      this.connect().then(
        () => this.log.info('Event bus listening again'),
        () => this.reconnect(Math.min(RECONNECT_LONGEST_MS, waitMs * 2)),
      );
    }, waitMs);
    this.reconnectTimer.unref();
  }

  /** A quick query on the LISTEN connection; one that fails or hangs counts as lost. */
  private async check(): Promise<void> {
    const client = this.listenClient;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The event bus connection does not answer')), CHECK_EVERY_MS);
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (error) {
      this.log.warn({ err: error }, 'Event bus connection lost');
      this.lost(client);
    } finally {
      clearTimeout(timer);
    }
  }

  subscribe(type: BusType, targetId: string, listener: BusListener): () => void {
    const key = keyOf(type, targetId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  async close(): Promise<void> {
    this.isListening = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.reconnectTimer = this.checkTimer = null;
    const client = this.listenClient;
    this.listenClient = null;
    await client?.end().catch(() => undefined);
    this.emitter.removeAllListeners();
  }
}

function keyOf(type: string, targetId: string): string {
  return `${type}:${targetId}`;
}

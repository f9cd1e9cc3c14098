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

/**
 * Events fan out through PostgreSQL LISTEN/NOTIFY, so a job in any worker reaches browsers
 * connected to any web process. Payloads stay small (status and progress), well under NOTIFY's 8 kB.
 */
export class EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private listenClient: pg.Client | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly log: Logger,
  ) {}

  async publish(event: BusEvent): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }

  /** Starts receiving events from every process; web processes call this once. */
  async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const event = JSON.parse(message.payload) as BusEvent;
        this.emitter.emit(keyOf(event.type, event.targetId), event);
      } catch (error) {
        this.log.warn({ err: error }, 'Ignored a malformed event');
      }
    });
    client.on('error', (error) => this.log.warn({ err: error }, 'Event bus connection closed'));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listenClient = client;
  }

  subscribe(type: BusType, targetId: string, listener: BusListener): () => void {
    const key = keyOf(type, targetId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  async close(): Promise<void> {
    await this.listenClient?.end().catch(() => undefined);
    this.listenClient = null;
    this.emitter.removeAllListeners();
  }
}

function keyOf(type: string, targetId: string): string {
  return `${type}:${targetId}`;
}

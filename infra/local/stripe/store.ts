/**
 * The local Stripe's memory: the state, its test clock, and the one way
 * events are made. Every change goes through plain functions that take the
 * store (billing/*), so the REST API, the hosted pages, the test clock and
 * the admin API share one implementation.
 */
import { errorText } from '../log';
import { newId } from './ids';
import { loadState, saveState } from './persistence';
import { COLLECTION_BY_PREFIX, type StripeState } from './state';
import type { StripeEvent } from './types';

export const API_VERSION = '2026-10-28.endive';

/**
 * Events kept (with their deliveries); older ones are dropped, as Stripe
 * drops events after 30 days, so a long-lived dev state file stays small.
 */
export const MAX_STORED_EVENTS = 5_000;

/** The API request that caused a change, recorded on its events as Stripe does. */
export type RequestContext = { id: string | null; idempotency_key: string | null };

const NO_REQUEST: RequestContext = { id: null, idempotency_key: null };

export class StripeStore {
  readonly state: StripeState;
  /** Set by the webhook dispatcher: every new event is queued for delivery. */
  onEvent: (event: StripeEvent) => void = () => {};
  /** Events emitted so far in this process: a GET that emitted one (a lazy expiry) must be saved too. */
  emitted = 0;
  private request: RequestContext = NO_REQUEST;
  private storedEvents: number;
  private pinnedNow: number | undefined;

  readonly log: (line: string) => void;
  /** Base URL of the hosted pages (Checkout, portal). */
  publicUrl: string;
  private readonly file: string | undefined;

  constructor(options: { file?: string; log: (line: string) => void; publicUrl: string }) {
    this.file = options.file;
    this.log = options.log;
    this.publicUrl = options.publicUrl;
    this.state = loadState(options.file, options.log);
    this.storedEvents = Object.keys(this.state.events).length;
  }

  /** Unix seconds on the test clock: the wall clock plus the offset `advance` adds. */
  now(): number {
    return this.pinnedNow ?? Math.floor(Date.now() / 1000) + this.state.clockOffsetSeconds;
  }

  /** Runs `work` with the clock stopped at `time`, so what the test clock replays is stamped when it fell due. */
  at<T>(time: number, work: () => T): T {
    const previous = this.pinnedNow;
    this.pinnedNow = time;
    try {
      return work();
    } finally {
      this.pinnedNow = previous;
    }
  }

  moveClock(seconds: number): void {
    this.state.clockOffsetSeconds += seconds;
  }

  /** Runs `work` on behalf of an API request; events it emits carry the request's id and idempotency key. */
  duringRequest<T>(request: RequestContext, work: () => T): T {
    const previous = this.request;
    this.request = request;
    try {
      return work();
    } finally {
      this.request = previous;
    }
  }

  /** Any stored object by id (expand[] and the admin API use it). */
  find(id: string): Record<string, unknown> | undefined {
    const prefix = id.startsWith('cs_') ? 'cs' : id.split('_')[0];
    const collection = COLLECTION_BY_PREFIX[prefix as keyof typeof COLLECTION_BY_PREFIX];
    if (!collection) return undefined;
    const items = this.state[collection] as Record<string, Record<string, unknown>>;
    return Object.hasOwn(items, id) ? items[id] : undefined;
  }

  /**
   * Records an event with a snapshot of `object` as it is now (later changes
   * do not alter it) and hands it to delivery.
   */
  emit(type: StripeEvent['type'], object: object, previousAttributes?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      data: {
        object: structuredClone(object) as Record<string, unknown>,
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 0,
      request: { ...this.request },
      type,
    };
    this.state.events[event.id] = event;
    this.emitted += 1;
    this.onEvent(event);
    this.dropOldEvents();
    return event;
  }

  /** Drops the oldest tenth once over the cap, keeping any event a delivery still owes. */
  private dropOldEvents(): void {
    // Counting keys on every emit would cost O(n); the count only needs a look once it could be over.
    this.storedEvents += 1;
    if (this.storedEvents <= MAX_STORED_EVENTS) return;
    const ids = Object.keys(this.state.events);
    this.storedEvents = ids.length;
    if (ids.length <= MAX_STORED_EVENTS) return;
    const owed = new Set(
      Object.values(this.state.deliveries)
        .filter((d) => d.status === 'pending')
        .map((d) => d.eventId),
    );
    const dropped = new Set(ids.slice(0, Math.ceil(MAX_STORED_EVENTS / 10)).filter((id) => !owed.has(id)));
    for (const id of dropped) delete this.state.events[id];
    for (const [id, delivery] of Object.entries(this.state.deliveries))
      if (dropped.has(delivery.eventId)) delete this.state.deliveries[id];
    this.storedEvents -= dropped.size;
  }

  /** Writes the state file (dev profile); a failed write is logged, never thrown at a request. */
  save(): void {
    if (!this.file) return;
    try {
      saveState(this.file, this.state);
    } catch (error) {
      this.log(`could not save ${this.file}: ${errorText(error)}`);
    }
  }
}

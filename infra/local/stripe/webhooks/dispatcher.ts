/**
 * Webhook delivery as Stripe does it: every event is POSTed to the endpoint
 * at least once, signed with the endpoint secret and the wall-clock time;
 * one delivery at a time, oldest first; failures retried with backoff while
 * later events go on. Chaos settings make the endpoint's life harder on
 * purpose (duplicates, reordering) to prove the app's handling order-proof
 * and idempotent.
 *
 * Deliveries live in the store, so pending ones survive a restart (and are
 * sent again: at least once, not exactly once).
 */
import Stripe from 'stripe';
import { errorText } from '../../log';
import { invalidRequest } from '../errors';
import { newId } from '../ids';
import type { StripeStore } from '../store';
import type { Delivery, StripeEvent } from '../types';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './backoff';
import { postWebhook } from './post-webhook';

export type Chaos = {
  /** Extra copies of every event (0 = none). */
  duplicates: number;
  /** Hold deliveries for a short window, then send that window's deliveries concurrently in random order. */
  reorder: boolean;
};

export type DispatcherOptions = {
  url: string;
  secret: string;
  retryBaseMs: number;
  reorderWindowMs: number;
  timeoutMs: number;
  log: (line: string) => void;
};

const MAX_DUPLICATES = 10;

function shuffle<T>(items: T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

export class WebhookDispatcher {
  private chaos: Chaos = { duplicates: 0, reorder: false };
  private readonly inFlight = new Map<string, AbortController>();
  private retryTimer: NodeJS.Timeout | undefined;
  private windowTimer: NodeJS.Timeout | undefined;
  private pumpQueued = false;
  private closed = false;
  private waiters: Array<() => void> = [];
  /** Ids of pending deliveries, so each step looks at what is owed rather than at every delivery ever made. */
  private readonly pendingIds = new Set<string>();

  constructor(
    private readonly store: StripeStore,
    private readonly options: DispatcherOptions,
  ) {
    for (const delivery of Object.values(store.state.deliveries))
      if (delivery.status === 'pending') this.pendingIds.add(delivery.id);
  }

  /** Takes over the store's events and resumes deliveries a previous run left pending. */
  start(): void {
    this.store.onEvent = (event) => this.enqueue(event, 'event');
    if (!this.options.url) this.options.log('no webhook URL: events are recorded, not delivered');
    this.queuePump();
  }

  /** Pending deliveries not in flight, oldest first (ids are added in creation order). */
  private pending(): Delivery[] {
    const result: Delivery[] = [];
    for (const id of this.pendingIds) {
      const delivery = this.store.state.deliveries[id];
      if (delivery?.status !== 'pending') this.pendingIds.delete(id);
      else if (!this.inFlight.has(id)) result.push(delivery);
    }
    return result;
  }

  private addDelivery(event: StripeEvent, reason: Delivery['reason']): Delivery {
    const delivery: Delivery = {
      id: newId('whd'),
      eventId: event.id,
      eventType: event.type,
      url: this.options.url,
      reason,
      status: 'pending',
      attempts: [],
      nextAttemptAt: Date.now(),
      createdAt: new Date().toISOString(),
    };
    this.store.state.deliveries[delivery.id] = delivery;
    this.pendingIds.add(delivery.id);
    return delivery;
  }

  private enqueue(event: StripeEvent, reason: 'event'): void {
    if (!this.options.url) return;
    this.addDelivery(event, reason);
    for (let copy = 0; copy < this.chaos.duplicates; copy += 1) this.addDelivery(event, 'duplicate');
    this.queuePump();
  }

  /** Sends an event again, as the dashboard's "Resend" does. */
  resend(event: StripeEvent): Delivery {
    if (!this.options.url) throw invalidRequest('No webhook URL is configured, so there is nowhere to resend to.');
    const delivery = this.addDelivery(event, 'resend');
    this.queuePump();
    return delivery;
  }

  setChaos(chaos: Partial<Chaos>): Chaos {
    const duplicates = chaos.duplicates ?? this.chaos.duplicates;
    if (!Number.isInteger(duplicates) || duplicates < 0 || duplicates > MAX_DUPLICATES) {
      throw new RangeError(`duplicates must be a whole number from 0 to ${MAX_DUPLICATES}`);
    }
    this.chaos = { duplicates, reorder: chaos.reorder ?? this.chaos.reorder };
    this.options.log(`chaos: ${duplicates} duplicate(s) per event, reorder ${this.chaos.reorder ? 'on' : 'off'}`);
    return { ...this.chaos };
  }

  getChaos(): Chaos {
    return { ...this.chaos };
  }

  /** Resolves once nothing is pending (retries waiting included) or in flight. */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Without an endpoint nothing can be delivered, so nothing is owed. */
  private isIdle(): boolean {
    return this.closed || !this.options.url || (this.inFlight.size === 0 && this.pending().length === 0);
  }

  private checkSettled(): void {
    if (!this.isIdle()) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private queuePump(): void {
    if (this.pumpQueued || this.closed) return;
    this.pumpQueued = true;
    setImmediate(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.closed || !this.options.url) {
      this.checkSettled();
      return;
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const now = Date.now();
    const pending = this.pending();
    const ready = pending.filter((d) => (d.nextAttemptAt ?? 0) <= now);
    if (this.chaos.reorder) {
      if (ready.length && !this.windowTimer && this.inFlight.size === 0) {
        this.windowTimer = setTimeout(() => {
          this.windowTimer = undefined;
          const batch = shuffle(this.pending().filter((d) => (d.nextAttemptAt ?? 0) <= Date.now()));
          for (const delivery of batch) this.send(delivery);
          if (!batch.length) this.pump();
        }, this.options.reorderWindowMs);
      }
    } else if (this.inFlight.size === 0 && ready.length) {
      this.send(ready[0]);
    }
    const waiting = pending.filter((d) => !ready.includes(d));
    if (waiting.length) {
      const next = Math.min(...waiting.map((d) => d.nextAttemptAt ?? now));
      this.retryTimer = setTimeout(() => this.pump(), Math.max(0, next - now));
    }
    this.checkSettled();
  }

  private payloadFor(event: StripeEvent): string {
    let pendingForEvent = 0;
    for (const id of this.pendingIds) if (this.store.state.deliveries[id]?.eventId === event.id) pendingForEvent += 1;
    return JSON.stringify({ ...event, pending_webhooks: pendingForEvent }, null, 2);
  }

  private send(delivery: Delivery): void {
    const event = this.store.state.events[delivery.eventId];
    if (!event) {
      delivery.status = 'failed';
      delivery.nextAttemptAt = null;
      this.pendingIds.delete(delivery.id);
      return;
    }
    // A delivery left pending by an earlier run goes to today's endpoint.
    delivery.url = this.options.url;
    const controller = new AbortController();
    this.inFlight.set(delivery.id, controller);
    const started = Date.now();
    const payload = this.payloadFor(event);
    // Signed with the wall clock, never the test clock: the receiver checks the timestamp against its own clock.
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.secret,
      timestamp: Math.floor(started / 1000),
    });
    void postWebhook(delivery.url, payload, signature, { timeoutMs: this.options.timeoutMs, signal: controller.signal })
      .then((outcome) => {
        this.inFlight.delete(delivery.id);
        // Closing mid-flight: leave it pending, so a restart (dev profile) sends it again.
        if (this.closed) return;
        this.record(delivery, event, outcome, started);
        this.store.save();
        this.pump();
      })
      .catch((error: unknown) => {
        this.inFlight.delete(delivery.id);
        this.options.log(`webhook delivery crashed: ${errorText(error)}`);
        this.pump();
      });
  }

  private record(
    delivery: Delivery,
    event: StripeEvent,
    outcome: { statusCode: number } | { error: string },
    started: number,
  ): void {
    const durationMs = Date.now() - started;
    const statusCode = 'statusCode' in outcome ? outcome.statusCode : null;
    delivery.attempts.push({
      at: new Date(started).toISOString(),
      statusCode,
      ...('error' in outcome ? { error: outcome.error } : {}),
      durationMs,
    });
    const label = `${event.type} ${event.id}${delivery.reason === 'event' ? '' : ` (${delivery.reason})`}`;
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
      delivery.status = 'delivered';
      delivery.nextAttemptAt = null;
      this.options.log(`→ ${label}: ${statusCode} (${durationMs} ms)`);
      return;
    }
    const why = statusCode === null ? ('error' in outcome ? outcome.error : 'no answer') : String(statusCode);
    const attempts = delivery.attempts.length;
    if (attempts >= MAX_DELIVERY_ATTEMPTS) {
      delivery.status = 'failed';
      delivery.nextAttemptAt = null;
      this.options.log(`✗ ${label}: ${why}; gave up after ${attempts} attempts (npm run stripe -- resend ${event.id})`);
      return;
    }
    const delay = retryDelayMs(attempts, this.options.retryBaseMs);
    delivery.nextAttemptAt = Date.now() + delay;
    this.options.log(
      `✗ ${label}: ${why}; retry ${attempts + 1} of ${MAX_DELIVERY_ATTEMPTS} in ${delay >= 1000 ? `${delay / 1000} s` : `${delay} ms`}`,
    );
  }

  /** Stops timers and aborts deliveries in flight (they stay pending). Resolves waiting settled() calls. */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.windowTimer);
    for (const controller of this.inFlight.values()) controller.abort();
    this.checkSettled();
  }
}

/**
 * The test clock's work list: whatever falls due on the (offset) clock, run
 * in time order, each with the clock stopped at the moment it fell due, so a
 * renewal invoice created by `advance(40)` is dated at the trial's end.
 */
import { invalidRequest } from '../errors';
import type { StripeStore } from '../store';
import { DAY_SECONDS } from '../time';
import type { StripeEvent } from '../types';
import { expireCheckoutSession, settleDelayedPayment } from './checkout';
import {
  INCOMPLETE_EXPIRY_SECONDS,
  TRIAL_WILL_END_NOTICE_SECONDS,
  expireIncomplete,
  reachPeriodEnd,
  retryInvoice,
  sendTrialWillEnd,
} from './subscriptions';

type Due = { at: number; run: () => void };

/** A loop guard: far more than any sane advance produces, small enough to stop a bug quickly. */
const MAX_STEPS = 100_000;

function nextDue(store: StripeStore): Due | undefined {
  let next: Due | undefined;
  const consider = (at: number, run: () => void) => {
    if (!next || at < next.at) next = { at, run };
  };
  for (const subscription of Object.values(store.state.subscriptions)) {
    const { trial_end: trialEnd } = subscription;
    if (
      subscription.status === 'trialing' &&
      trialEnd !== null &&
      store.state.hidden.trialWillEndSent[subscription.id] !== trialEnd
    ) {
      consider(Math.max(trialEnd - TRIAL_WILL_END_NOTICE_SECONDS, subscription.created), () =>
        sendTrialWillEnd(store, subscription),
      );
    }
    if (subscription.status === 'trialing' || subscription.status === 'active') {
      const periodEnd = subscription.items.data[0].current_period_end;
      const cancelAt = subscription.cancel_at ?? Infinity;
      consider(Math.min(periodEnd, cancelAt), () => reachPeriodEnd(store, subscription));
    }
    if (subscription.status === 'incomplete') {
      consider(subscription.created + INCOMPLETE_EXPIRY_SECONDS, () => expireIncomplete(store, subscription));
    }
  }
  for (const [invoiceId, pending] of Object.entries(store.state.hidden.delayedPayments)) {
    consider(pending.settlesAt, () => settleDelayedPayment(store, invoiceId));
  }
  for (const invoice of Object.values(store.state.invoices)) {
    if (invoice.status === 'open' && invoice.next_payment_attempt !== null) {
      consider(invoice.next_payment_attempt, () => retryInvoice(store, invoice));
    }
  }
  for (const session of Object.values(store.state.checkoutSessions)) {
    if (session.status === 'open') consider(session.expires_at, () => expireCheckoutSession(store, session));
  }
  return next;
}

/** Runs everything due up to `until` (test-clock seconds). */
export function runDueWork(store: StripeStore, until: number): void {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const due = nextDue(store);
    if (!due || due.at > until) return;
    store.at(due.at, due.run);
  }
  throw new Error(`test clock: more than ${MAX_STEPS} steps due before ${until}; is something rescheduling itself?`);
}

export type AdvanceResult = { now: number; offsetSeconds: number; events: StripeEvent[] };

/** Moves the test clock `days` ahead (fractions allowed), running what falls due on the way. */
export function advanceClock(store: StripeStore, days: number): AdvanceResult {
  if (!Number.isFinite(days) || days <= 0 || days > 3660)
    throw invalidRequest('days must be a number above 0 and at most 3660.', { param: 'days' });
  const seconds = Math.round(days * DAY_SECONDS);
  const known = new Set(Object.keys(store.state.events));
  const target = store.now() + seconds;
  runDueWork(store, target);
  store.moveClock(seconds);
  return {
    now: store.now(),
    offsetSeconds: store.state.clockOffsetSeconds,
    events: Object.values(store.state.events).filter((event) => !known.has(event.id)),
  };
}

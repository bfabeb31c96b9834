/** /v1/events */
import { resourceMissing } from '../errors';
import { listResponse } from '../lists';
import { optionalString, stringList } from '../params';
import type { StripeStore } from '../store';
import type { StripeEvent } from '../types';
import { route } from './route';

/** `pending_webhooks` counts the deliveries still owed, as Stripe reports it. */
export function eventView(store: StripeStore, event: StripeEvent): StripeEvent {
  const pending = Object.values(store.state.deliveries).filter(
    (d) => d.eventId === event.id && d.status === 'pending',
  ).length;
  return { ...event, pending_webhooks: pending };
}

/** `customer.subscription.*` style wildcards, as Stripe's `type` filter allows. */
export function matchesType(pattern: string, type: string): boolean {
  return pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

export const eventRoutes = [
  route('GET', '/v1/events/:id', ({ store, path }) => {
    if (!Object.hasOwn(store.state.events, path.id)) throw resourceMissing('event', path.id);
    return eventView(store, store.state.events[path.id]);
  }),

  route('GET', '/v1/events', ({ store, params }) => {
    const type = optionalString(params, 'type');
    const types = stringList(params, 'types');
    const events = Object.values(store.state.events).filter(
      (e) => (!type || matchesType(type, e.type)) && (!types.length || types.some((t) => matchesType(t, e.type))),
    );
    const page = listResponse(events, params, '/v1/events', 'event');
    return { ...page, data: page.data.map((event) => eventView(store, event)) };
  }),
];

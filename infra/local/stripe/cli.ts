/**
 * `npm run stripe -- <command>`: the operator's handle on the running local
 * Stripe (what the Stripe dashboard and CLI are for real Stripe). It talks to
 * /_local on the profile's port with the local key.
 */
import { portsFor } from '../ports';
import { AdminClientError, adminClient } from './admin-client';
import type { AdvanceResult } from './admin';
import { CliUsageError, USAGE, parseCli, type CliInvocation } from './cli-args';
import { eventsTable } from './events-table';
import type { Delivery, Refund, StripeEvent } from './types';

const LOCAL_SECRET_KEY = 'sk_test_local';

async function run({ profile, command }: CliInvocation): Promise<string> {
  if (command.name === 'help') return USAGE;
  const port = portsFor(profile).stripe;
  const call = adminClient(
    `http://localhost:${port}`,
    LOCAL_SECRET_KEY,
    profile === 'dev' ? 'Start the local cloud with `npm start`.' : `Start the ${profile} cloud first.`,
  );
  switch (command.name) {
    case 'events': {
      const query = new URLSearchParams({
        limit: String(command.limit),
        ...(command.type ? { type: command.type } : {}),
      });
      const { data: events } = (await call('GET', `/_local/events?${query}`)) as { data: StripeEvent[] };
      const { data: deliveries } = (await call('GET', '/_local/deliveries')) as { data: Delivery[] };
      return eventsTable(events, deliveries);
    }
    case 'deliveries': {
      const { data } = (await call(
        'GET',
        `/_local/deliveries${command.eventId ? `?event=${encodeURIComponent(command.eventId)}` : ''}`,
      )) as { data: Delivery[] };
      if (!data.length) return 'No deliveries.';
      return data
        .map((d) => {
          const last = d.attempts.at(-1);
          const outcome = last
            ? `${d.attempts.length} attempt(s), last ${last.statusCode ?? last.error ?? 'no answer'} at ${last.at}`
            : 'no attempt yet';
          const next =
            d.status === 'pending' && d.nextAttemptAt
              ? `, next in ${Math.max(0, Math.round((d.nextAttemptAt - Date.now()) / 1000))} s`
              : '';
          return `${d.id}  ${d.eventId}  ${d.eventType}  ${d.reason}  ${d.status}  ${outcome}${next}`;
        })
        .join('\n');
    }
    case 'resend': {
      const delivery = (await call('POST', `/_local/events/${encodeURIComponent(command.eventId)}/resend`)) as Delivery;
      return `Resending ${delivery.eventType} ${delivery.eventId} (delivery ${delivery.id}); see \`npm run stripe -- deliveries ${delivery.eventId}\`.`;
    }
    case 'advance': {
      const result = (await call('POST', '/_local/advance', { days: command.days })) as AdvanceResult;
      const types = result.events.map((e) => e.type);
      return (
        `Test clock now ${new Date(result.now * 1000).toISOString()} (${(result.offsetSeconds / 86_400).toFixed(2)} days ahead).\n` +
        (types.length ? `${types.length} event(s): ${types.join(', ')}` : 'Nothing fell due.')
      );
    }
    case 'clock': {
      const clock = (await call('GET', '/_local/clock')) as { now: number; offsetSeconds: number };
      return `Test clock ${new Date(clock.now * 1000).toISOString()} (${(clock.offsetSeconds / 86_400).toFixed(2)} days ahead of the wall clock).`;
    }
    case 'refund': {
      const refund = (await call('POST', '/_local/refund', { payment_intent: command.paymentIntentId })) as Refund;
      return `Refunded $${(refund.amount / 100).toFixed(2)} of ${command.paymentIntentId} (${refund.id}).`;
    }
    case 'chaos': {
      const chaos = (await call('POST', '/_local/chaos', {
        duplicates: command.duplicates,
        reorder: command.reorder,
      })) as { duplicates: number; reorder: boolean };
      return `Chaos: ${chaos.duplicates} extra cop${chaos.duplicates === 1 ? 'y' : 'ies'} of every event, reordering ${chaos.reorder ? 'on' : 'off'}.`;
    }
  }
}

try {
  console.log(await run(parseCli(process.argv.slice(2))));
} catch (error) {
  if (error instanceof CliUsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof AdminClientError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}

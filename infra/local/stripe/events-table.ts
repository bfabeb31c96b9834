/** The `events` command's table: one line per event with how its deliveries went. */
import type { Delivery, StripeEvent } from './types';

export function deliveryStatus(deliveries: Delivery[]): string {
  if (!deliveries.length) return '—';
  const delivered = deliveries.filter((d) => d.status === 'delivered').length;
  const pending = deliveries.filter((d) => d.status === 'pending');
  const failed = deliveries.filter((d) => d.status === 'failed');
  const lastCode = (d: Delivery) => {
    const attempt = d.attempts.at(-1);
    return attempt ? String(attempt.statusCode ?? attempt.error ?? 'no answer') : 'not tried yet';
  };
  const parts: string[] = [];
  if (delivered) parts.push(delivered > 1 ? `delivered ×${delivered}` : 'delivered');
  if (pending.length) parts.push(`pending (${pending[0].attempts.length} attempt(s), last ${lastCode(pending[0])})`);
  if (failed.length) parts.push(`failed (${failed[0].attempts.length} attempts, last ${lastCode(failed[0])})`);
  return parts.join(', ');
}

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

export function eventsTable(events: StripeEvent[], deliveries: Delivery[]): string {
  if (!events.length) return 'No events yet.';
  const rows = events.map((event) => [
    event.id,
    event.type,
    formatTime(event.created),
    deliveryStatus(deliveries.filter((d) => d.eventId === event.id)),
  ]);
  const header = ['ID', 'TYPE', 'CREATED (test clock, UTC)', 'DELIVERY'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

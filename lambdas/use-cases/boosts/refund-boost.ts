import { getActiveBoost, replaceActiveBoost } from '../../db/boosts';

/** A refunded boost takes its minutes back from the active boost (ending it if nothing is left); one already over stays in the history. */
export async function refundBoost(memberId: string, purchaseId: string, now = new Date()): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await getActiveBoost(memberId);
    const source = current?.sources.find((entry) => entry.id === purchaseId);
    if (!current || !source || Date.parse(current.endsAt) <= now.getTime()) return;
    const endsAt = new Date(Date.parse(current.endsAt) - source.minutes * 60_000);
    const sources = current.sources.filter((entry) => entry.id !== purchaseId);
    const next =
      endsAt.getTime() > now.getTime() && sources.length > 0
        ? { ...current, endsAt: endsAt.toISOString(), sources }
        : null;
    if (await replaceActiveBoost(memberId, current, next)) return;
  }
  throw new Error(`The boost of ${memberId} kept changing; the stream will retry`);
}

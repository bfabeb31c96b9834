/**
 * Rewind in the deck (decision 0067): a card taken back goes on top of the deck, before the pages' order,
 * and what the button does for each plan. The server decides; these only spare a round trip and place
 * the card.
 */
import { MESSAGES, type ToastMessage } from '#shared/messages.ts';
import { lowestTierWith, TIER_FEATURES, type Tier } from '#shared/tiers.ts';

/** The deck with the rewound cards first (newest first), each once, and anyone acted on since left out. */
export function withRewound<T extends { id: string }>(
  rewound: readonly T[],
  deck: readonly T[],
  gone: ReadonlySet<string>,
): T[] {
  const front = rewound.filter((card) => !gone.has(card.id));
  const onTop = new Set(front.map((card) => card.id));
  return [...front, ...deck.filter((card) => !onTop.has(card.id))];
}

/** The card taken back on top, the rest after it: a later rewind of the same card does not list it twice. */
export function pushRewound<T extends { id: string }>(rewound: readonly T[], card: T): T[] {
  return [card, ...rewound.filter((other) => other.id !== card.id)];
}

export type RewindPress =
  { kind: 'send' } | { kind: 'upgrade'; tier: 'gold'; reason: string } | { kind: 'toast'; message: ToastMessage };

/** What a press of Rewind does before asking: the upgrade dialog below Gold, a toast with none left today. */
export function beforeRewind(tier: Tier, rewindsLeft: number | undefined): RewindPress {
  if (TIER_FEATURES[tier].rewinds <= 0)
    return {
      kind: 'upgrade',
      tier: lowestTierWith('rewinds') as 'gold',
      reason: 'Rewind, to take back your last pass',
    };
  if (rewindsLeft !== undefined && rewindsLeft <= 0) return { kind: 'toast', message: MESSAGES.rewind.usedUp };
  return { kind: 'send' };
}

/** The server's refusal as the member reads it: every code that can come back has its words. */
export function rewindRefusal(code: string | undefined, message: string | null): RewindPress {
  if (code === 'feature_locked') return beforeRewind('free', undefined);
  if (code === 'nothing_to_rewind') return { kind: 'toast', message: MESSAGES.rewind.nothingToRewind };
  if (code === 'limit_reached') return { kind: 'toast', message: MESSAGES.rewind.usedUp };
  return { kind: 'toast', message: MESSAGES.rewind.error(message) };
}

/** The same set without one id (a card taken back is no longer acted on); a new object, so React sees the change. */
export function withoutGone(gone: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(gone);
  next.delete(id);
  return next;
}

/**
 * Rewinds left as the deck shows them: the smaller of the latest page's count and the latest rewind's
 * answer. A page asked for before a rewind can arrive after it, and must not give that rewind back.
 */
export function rewindsLeftOf(fromPage: number | undefined, fromRewind: number | undefined): number | undefined {
  if (fromPage === undefined) return fromRewind;
  if (fromRewind === undefined) return fromPage;
  return Math.min(fromPage, fromRewind);
}

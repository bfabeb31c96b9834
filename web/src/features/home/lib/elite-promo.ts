import { MESSAGES } from '#shared/messages.ts';
import type { Tier } from '#shared/tiers.ts';

/** The hidden profile is a fact for Elite members and an offer for everyone else (also while the tier loads). */
export function elitePrivacyLine(tier: Tier | undefined): string {
  return tier === 'elite' ? MESSAGES.elite.promo.invisible : MESSAGES.elite.promo.invisibleWithElite;
}

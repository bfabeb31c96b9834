import { keys } from './keys';
import { getByKeys } from './batch-get';
import { toRecord, type ProfileRecord } from './profiles';
import { preferencesFrom, type StoredPreferences } from './preferences';
import { entitlementsFrom, type StoredEntitlements } from './entitlements';
import { dailyCountsFrom, type DailyCounts } from './swipes';

export type DeckStart = {
  profile: ProfileRecord | undefined;
  preferences: StoredPreferences | undefined;
  entitlements: StoredEntitlements;
  /** The counts of `day`, the member day the page expects (its pin may name another). */
  daily: { day: string } & DailyCounts;
};

/**
 * What a discovery page starts from, in one strongly consistent BatchGet (four
 * reads were four requests): the viewer's profile, preferences, entitlements
 * (consistent, as every tier read is) and the like counts of `day`.
 */
export async function readDeckStart(memberId: string, day: string): Promise<DeckStart> {
  const wanted = [
    keys.profile(memberId),
    keys.preferences(memberId),
    keys.entitlement(memberId),
    keys.dailyCounter(memberId, day),
  ];
  const found = await getByKeys(wanted, undefined, undefined, { consistent: true });
  const at = (key: { pk: string; sk: string }) => found.find((item) => item.pk === key.pk && item.sk === key.sk);
  const profile = at(wanted[0]!);
  return {
    profile: profile && toRecord(profile),
    preferences: preferencesFrom(at(wanted[1]!)),
    entitlements: entitlementsFrom(at(wanted[2]!)),
    daily: { day, ...dailyCountsFrom(at(wanted[3]!)) },
  };
}

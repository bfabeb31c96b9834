import type { Incognito, UpdateIncognito } from '#shared/schemas/incognito.ts';
import { getProfile, setIncognito } from '../../db/profiles';
import { likersAmong } from '../../db/swipes';
import { notFound } from '../../lib/errors';
import { currentSubscription } from '../billing/member-subscription';
import { requireFeature } from '../limits/require-feature';

/** Whether Incognito is on and whether my plan includes it: on only counts while the plan does. */
export async function getIncognito(memberId: string, now = new Date()): Promise<Incognito> {
  const [profile, { subscription }] = await Promise.all([getProfile(memberId), currentSubscription(memberId, now)]);
  if (!profile) throw notFound('Profile');
  const available = subscription.features.incognito;
  return { on: available && profile.incognito === true, available };
}

/**
 * Incognito on or off (decision 0067). Turning it on needs the feature (403 feature_locked otherwise);
 * turning it off never does, so nobody is left hidden by a plan that ended. The stream re-indexes me from
 * the changed profile, and the feeds read the flag from it.
 */
export async function updateIncognito(memberId: string, input: UpdateIncognito, now = new Date()): Promise<Incognito> {
  if (!(await getProfile(memberId))) throw notFound('Profile');
  if (input.on) await requireFeature(memberId, 'incognito');
  await setIncognito(memberId, input.on, now);
  return getIncognito(memberId, now);
}

/**
 * Of the members a list would show `viewerId`, the Incognito ones who have not liked the viewer: the
 * list leaves them out. One BatchGet when any of them is Incognito, none otherwise.
 */
export async function hiddenByIncognito(
  viewerId: string,
  members: Iterable<{ id: string; incognito?: unknown }>,
): Promise<Set<string>> {
  const incognito = [...members].filter((member) => member.incognito === true).map((member) => member.id);
  const likers = await likersAmong(viewerId, incognito);
  return new Set(incognito.filter((id) => !likers.has(id)));
}

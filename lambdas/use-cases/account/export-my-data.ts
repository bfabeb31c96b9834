import { withoutCorrelation } from '../../db/correlation';
import { listOwnItems } from '../../db/member-items';
import { EDGE_BOOKKEEPING, listMessagesSentBy } from '../../db/messages';
import { presentMessage } from '../chat/present-message';
import { getProfile } from '../../db/profiles';
import { notFound } from '../../lib/errors';
import { presentOwnPhoto } from '../profile/present-profile';
import { billingHistoryOf } from '../billing/billing-history';

/** Storage attributes say nothing about the member; they are left out of the export. */
// An impression batch is a page's bookkeeping for others' insights (decision 0026; since 0079 only whom Incognito held back), kept a day: not data about me.
// A swipe's `impression` (what its card showed, decision 0079) is exported with the swipe: it is what I was shown.
// A gate only orders writes (db/member-gates.ts). A view marker names who viewed me, to count each viewer once a day; the export holds the counts (`viewDay`).
const NOT_DATA = new Set([
  'profile',
  'connection',
  'rateWindow',
  'invoice',
  'purchase',
  'impressionBatch',
  'viewMarker',
  'gate',
  'verificationChallenge',
]);
const STORAGE_KEYS = new Set<string>([
  ...['pk', 'sk', 'targetPk', 'targetSk', 'cellPk', 'cellSk', 'feedPk', 'feedSk'],
  ...EDGE_BOOKKEEPING,
  // A like's "counted already" and the settings' mark of push subscriptions (decision 0075): the store's bookkeeping.
  'likeCounted',
  'pushDevices',
  // The version that orders the copies of the receipt choice on connections (decision 0080).
  'receiptsVersion',
]);
const clean = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(withoutCorrelation(item)).filter(([key]) => !STORAGE_KEYS.has(key)));

/**
 * Items that name other people are exported as far as those people agreed:
 * an Elite request keeps the candidates who accepted (its matches), not who
 * was asked, declined or never answered, nor which matchmaker proposed whom;
 * a question put to me does not name the member who asked (decision 0022).
 */
const CONSENTED = new Set(['accepted', 'selected', 'not_selected']);
function exported(item: Record<string, unknown>): Record<string, unknown> {
  if (item.entity === 'eliteRequest') {
    const proposals =
      (item.proposals as { candidateId: string; status: string; answeredAt: string | null }[] | undefined) ?? [];
    return clean({
      ...item,
      proposals: proposals
        .filter((proposal) => CONSENTED.has(proposal.status))
        .map(({ candidateId, status, answeredAt }) => ({ candidateId, status, answeredAt })),
    });
  }
  // A push subscription is listed by its endpoint and date; its keys only decrypt pushes, on that browser.
  if (item.entity === 'pushSubscription') {
    const { keys: _keys, ...rest } = item;
    return clean(rest);
  }
  // Verification (decision 0071): what is kept is stated as a fact; the face template's numbers mean nothing to a reader.
  if (item.entity === 'verification') {
    const { embedding, evidence, ...rest } = item as Record<string, unknown> & { evidence?: { frame?: unknown } };
    return clean({
      ...rest,
      faceTemplateKept: Array.isArray(embedding)
        ? 'A face template (numbers computed from your verification selfie) is kept while you are verified or under review, to notice a main photo of another face and your face on another account. It is deleted with your account.'
        : null,
      ...(evidence ? { underReview: { ...evidence, frame: 'One selfie frame, kept until a moderator decides.' } } : {}),
    });
  }
  if (item.entity === 'introduction') {
    const { requesterId: _requester, ...rest } = item;
    return clean(rest);
  }
  return clean(item);
}

/** Member ids are the user pool's `sub`s. */
const MEMBER_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
export const ANOTHER_MEMBER = '(another member)';

/**
 * The other members the member may see named in their export: those they acted on (liked, passed,
 * blocked, reacted to), those they are matched with, and Elite candidates who accepted them. Each is
 * something the member did or agreed to with that person.
 */
function partiesOf(memberId: string, items: Record<string, unknown>[]): Set<string> {
  const parties = new Set([memberId.toLowerCase()]);
  const add = (value: unknown) => typeof value === 'string' && parties.add(value.toLowerCase());
  for (const item of items) {
    if (item.entity === 'swipe') add(item.targetId);
    if (item.entity === 'block') add(item.blockedId);
    if (item.entity === 'voiceReaction') add(item.ownerId);
    if (item.entity === 'matchEdge') add(item.otherMemberId);
    if (item.entity === 'eliteRequest')
      for (const proposal of (item.proposals as { candidateId?: unknown }[] | undefined) ?? [])
        add(proposal.candidateId);
  }
  return parties;
}

/**
 * Any other member's id, in any field of any item, is replaced unless that member is a party: who
 * viewed me, who liked me (Who Liked You is paid), who a notification was about. This holds for items
 * added later too, without each one being named here.
 */
function withoutOthers<T>(value: T, parties: Set<string>): T {
  if (typeof value === 'string')
    return value.replace(MEMBER_ID, (id) => (parties.has(id.toLowerCase()) ? id : ANOTHER_MEMBER)) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => withoutOthers(entry, parties)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [withoutOthers(key, parties), withoutOthers(entry, parties)]),
    ) as T;
  return value;
}

/**
 * Everything stored in the member's own partition (profile, preferences,
 * subscription, likes and passes they made, counters, uploads...). Items other
 * members wrote about them (likes and blocks received) are theirs, not the
 * member's, and would also leak who blocked them or bypass the paid Who Liked You;
 * for the same reason no other member is named unless the member is a party.
 * Messages are stored under each match; the export holds the ones they wrote.
 */
export async function exportMyData(memberId: string, now = new Date()) {
  const [profile, items] = await Promise.all([getProfile(memberId), listOwnItems(memberId)]);
  if (!profile) throw notFound('Profile');
  const matchIds = items.filter((item) => item.entity === 'matchEdge').map((item) => String(item.matchId));
  const messages = (await Promise.all(matchIds.map((matchId) => listMessagesSentBy(matchId, memberId))))
    .flat()
    .map(presentMessage);
  const kept = items.filter((item) => !NOT_DATA.has(String(item.entity))).map(exported);
  const parties = partiesOf(memberId, kept);
  return {
    exportedAt: now.toISOString(),
    memberId,
    profile: withoutOthers(clean({ ...profile, photos: undefined }) as Record<string, unknown>, parties),
    photos: (profile.photos ?? []).map(presentOwnPhoto),
    // Connections and rate windows are transient; invoices and purchases are in billingHistory.
    items: withoutOthers(kept, parties),
    messages,
    billingHistory: billingHistoryOf(items),
  };
}

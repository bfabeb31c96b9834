import { listOwnItems } from '../../db/member-items';
import { listMessagesSentBy } from '../../db/messages';
import { getProfile } from '../../db/profiles';
import { notFound } from '../../lib/errors';
import { presentPhoto } from '../profile/present-profile';
import { billingHistoryOf } from '../billing/billing-history';

/** Storage attributes say nothing about the member; they are left out of the export. */
// An impression batch is a page's bookkeeping for others' insights (decision 0026), kept a day: not data about me.
const NOT_DATA = new Set(['profile', 'connection', 'rateWindow', 'invoice', 'purchase', 'impressionBatch']);
const STORAGE_KEYS = new Set(['pk', 'sk', 'targetPk', 'targetSk', 'cellPk', 'cellSk', 'feedPk', 'feedSk']);
const clean = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !STORAGE_KEYS.has(key)));

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
  if (item.entity === 'introduction') {
    const { requesterId: _requester, ...rest } = item;
    return clean(rest);
  }
  return clean(item);
}

/**
 * Everything stored in the member's own partition (profile, preferences,
 * subscription, likes and passes they made, counters, uploads...). Items other
 * members wrote about them (likes and blocks received) are theirs, not the
 * member's, and would also leak who blocked them or bypass the paid Who Liked You.
 * Messages are stored under each match; the export holds the ones they wrote.
 */
export async function exportMyData(memberId: string, now = new Date()) {
  const [profile, items] = await Promise.all([getProfile(memberId), listOwnItems(memberId)]);
  if (!profile) throw notFound('Profile');
  const matchIds = items.filter((item) => item.entity === 'matchEdge').map((item) => String(item.matchId));
  const messages = (await Promise.all(matchIds.map((matchId) => listMessagesSentBy(matchId, memberId)))).flat();
  return {
    exportedAt: now.toISOString(),
    memberId,
    profile: clean({ ...profile, photos: undefined }) as Record<string, unknown>,
    photos: (profile.photos ?? []).map(presentPhoto),
    // Connections and rate windows are transient; invoices and purchases are in billingHistory.
    items: items.filter((item) => !NOT_DATA.has(String(item.entity))).map(exported),
    messages,
    billingHistory: billingHistoryOf(items),
  };
}

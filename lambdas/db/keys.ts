/**
 * Key formats for the single table. This is the only file that knows how a
 * key is spelled; everything else calls these functions. docs/data-model.md
 * lists the access pattern each one serves.
 */
export const keys = {
  member: (memberId: string) => ({ pk: `MEMBER#${memberId}` }),
  profile: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'PROFILE' }),
  subscriber: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'SUBSCRIBER' }),
  elite: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'ELITE' }),
  connection: (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' }),
  /** Inverted edge so all of a member's connections are one byTarget query. */
  connectionsOfMember: (memberId: string) => ({ targetPk: `MEMBER#${memberId}#CONNS` }),
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }),
  /** Table-wide counters kept by the stream handler. */
  globalStats: () => ({ pk: 'STATS', sk: 'GLOBAL' }),
  /** Landing samples are listed newest first through byFeed. */
  landingFeed: () => ({ feedPk: 'FEED#LANDING' }),
} as const;

export const SK = {
  profile: 'PROFILE',
} as const;

export function memberIdFromPk(pk: string): string | undefined {
  return pk.startsWith('MEMBER#') ? pk.slice('MEMBER#'.length).split('#')[0] : undefined;
}

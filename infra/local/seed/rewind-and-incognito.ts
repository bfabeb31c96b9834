/**
 * What the demo member needs to see Rewind and Incognito (decision 0067), local cloud only: a pass of
 * theirs from an hour ago to take back once their plan has Rewind (`npm run set-tier demo gold`), and two
 * nearby Premium members in Incognito: one who already likes the demo member, and so is in their deck,
 * and one who does not, and so is not. Written through lambdas/db, like the rest of the seed.
 */
export async function seedRewindAndIncognito(options: {
  demoMemberId: string;
  /** A nearby member the demo member passed on. */
  passedId: string;
  /** A nearby admirer of the demo member, in Incognito: still shown to them. */
  incognitoAdmirerId: string;
  /** A nearby member in Incognito who has not liked the demo member: hidden from them. */
  incognitoStrangerId: string;
}): Promise<void> {
  const [{ recordSwipe }, { setIncognito }, { grantTier }] = await Promise.all([
    import('#lambdas/db/swipes.ts'),
    import('#lambdas/db/profiles.ts'),
    import('../grant-tier'),
  ]);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await recordSwipe({
    swiperId: options.demoMemberId,
    targetId: options.passedId,
    isLike: false,
    isSuperLike: false,
    day: '',
    likeLimit: null,
    superLikeLimit: 0,
    rememberPass: true,
    now: anHourAgo,
  });
  // The plan first: the stream ends Incognito for a member whose plan lacks it (reindex-member.ts).
  for (const memberId of [options.incognitoAdmirerId, options.incognitoStrangerId]) {
    await grantTier(memberId, 'premium', anHourAgo);
    await setIncognito(memberId, true, anHourAgo);
  }
}

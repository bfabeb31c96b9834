/**
 * The moderation actions that call Cognito (a ban or suspension revokes sign-ins) or S3 (removing a
 * photo or a voice intro), loaded when an action takes them: the staff read routes share
 * moderation.ts with moderateMember, and most actions (warn, dismiss, remove a story) need neither
 * client, so no staff route loads those packages at its cold start (decision 0078, as decision 0027
 * did for a member's first profile).
 */
export async function revokeSignIns(cognitoUsername: string, options: { disable: boolean }): Promise<void> {
  return (await import('../../identity/revoke-sign-ins')).revokeSignIns(cognitoUsername, options);
}

export async function deletePhoto(memberId: string, photoId: string): Promise<unknown> {
  return (await import('../profile/photos')).deletePhoto(memberId, photoId);
}

export async function publishHeldPhoto(memberId: string, photoId: string, now: Date): Promise<void> {
  return (await import('./publish-held-photo')).publishHeldPhoto(memberId, photoId, now);
}

export async function publishHeldStory(memberId: string, storyId: string, now: Date): Promise<void> {
  return (await import('./publish-held-story')).publishHeldStory(memberId, storyId, now);
}

export async function deleteMyVoice(memberId: string): Promise<unknown> {
  return (await import('../voice/my-voice')).deleteMyVoice(memberId);
}

import { distanceBand, isNewcomer, type LatLng, type Vantage } from '#shared/geo.ts';
import { discoveryPosition, isTraveling } from '#shared/travel/cities.ts';
import type { MyProfile, Photo, PublicProfile } from '#shared/schemas/profile.ts';
import { profileCompletion } from '#shared/profile-completion.ts';
import type { ProfileRecord, StoredPhoto } from '../../db/profiles';
import { requireEnv } from '../../lib/env';
import { mediaUrl } from '../../media/photo-keys';
import { SENSITIVE_PLACEHOLDER } from '../moderation/sensitive-media';

/**
 * A photo as a member receives it. A blurred (borderline) photo's real URLs go only to a viewer that may
 * reveal it (its owner, or a member who opted in, decision 0073); anyone else gets a placeholder, so the
 * rule holds in every place a photo is shown, including the ones that never offer "Tap to view" (avatars).
 */
export function presentPhoto(photo: StoredPhoto, reveal = false): Photo {
  if (photo.blurred && !reveal)
    return { id: photo.id, url: SENSITIVE_PLACEHOLDER, thumbUrl: SENSITIVE_PLACEHOLDER, blurred: true };
  const base = requireEnv('MEDIA_BASE_URL');
  return {
    id: photo.id,
    url: mediaUrl(base, photo.key),
    thumbUrl: mediaUrl(base, photo.thumbKey),
    ...(photo.blurred ? { blurred: true, revealable: true } : {}),
    ...(photo.widths?.length ? { widths: photo.widths } : {}),
  };
}

/** The owner's own photo: always the real one. */
export const presentOwnPhoto = (photo: StoredPhoto): Photo => presentPhoto(photo, true);

/** Another member in a list, a chat header or a pushed frame: name and main photo only. */
export function presentMemberCard(
  memberId: string,
  record: Record<string, unknown> | undefined,
  reveal = false,
): { id: string; fullName: string; photo: Photo | null; verified?: boolean } {
  const photos = (record?.photos as StoredPhoto[] | undefined) ?? [];
  return {
    id: memberId,
    fullName: String(record?.fullName ?? ''),
    photo: photos[0] ? presentPhoto(photos[0], reveal) : null,
    ...(record?.verified === true ? { verified: true } : {}),
  };
}

/** The owner's view: everything, including email and coordinates. */
export function presentMyProfile(record: ProfileRecord): MyProfile {
  const photos = (record.photos ?? []).map(presentOwnPhoto);
  return {
    ...record,
    prompts: record.prompts ?? [],
    photos,
    travelCityId: (record.travelCityId ?? null) as MyProfile['travelCityId'],
    completion: profileCompletion({ ...record, prompts: record.prompts ?? [], photos }),
  };
}

/**
 * Anyone else's view. Built field by field from an allow-list, and the route's
 * response schema strips again, so a new private field cannot leak by default.
 */
export function presentPublicProfile(record: ProfileRecord, viewer: Vantage, reveal = false): PublicProfile {
  // A traveller is measured from their city's cell: their real position never enters the distance.
  const position = discoveryPosition(record);
  return {
    id: record.id,
    fullName: record.fullName,
    age: record.age,
    gender: record.gender,
    bio: record.bio,
    location: record.location,
    education: record.education,
    profession: record.profession,
    interests: record.interests,
    height: record.height,
    lookingFor: record.lookingFor,
    relationshipStatus: record.relationshipStatus,
    hasChildren: record.hasChildren,
    wantsChildren: record.wantsChildren,
    smoking: record.smoking,
    drinking: record.drinking,
    religion: record.religion,
    politicalViews: record.politicalViews,
    languages: record.languages,
    // Profiles and discovery entries written before prompts existed hold none.
    prompts: record.prompts ?? [],
    photos: (record.photos ?? []).map((photo) => presentPhoto(photo, reveal)),
    distance: distanceBand(viewer, position),
    traveling: isTraveling(record),
    ...(record.verified === true ? { verified: true } : {}),
  };
}

/** Where a member is for discovery and distances: a traveller's city, else their shared position (shared/travel/cities.ts). */
export function positionOf(record: ProfileRecord | undefined): LatLng | null {
  return discoveryPosition(record);
}

/** Where a viewer's distances are measured from: held back in their first day (decision 0057), else their position. */
export function vantageOf(viewer: ProfileRecord | undefined, now: Date): Vantage {
  return viewer && isNewcomer(viewer.createdAt, now) ? 'held' : positionOf(viewer);
}

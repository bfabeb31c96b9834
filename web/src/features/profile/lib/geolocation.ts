/**
 * Reading the browser's position for "Share location" (core spec "States and
 * transitions", "The calls it makes" and "Error catalogue").
 *
 * Which "denied" text a member sees. The spec has two and does not say when
 * each applies; we decide by the permission state *before* asking:
 * - already 'denied' (the member blocked this site earlier): the browser will
 *   not even prompt, so asking is pointless and the attempt is blocked ("States
 *   and transitions").
 *   Only the browser settings can undo it → 'deniedSettings'.
 * - 'prompt', 'granted' or unknown (no Permissions API), and the request then
 *   fails with PERMISSION_DENIED: the member (or an OS-level switch) just said
 *   no → 'deniedByUser'.
 * Reading the state *after* the failure would not tell the two apart: a
 * "Block" click in the prompt turns the state to 'denied' at once.
 */
import { MESSAGES } from '#shared/messages.ts';

/** core spec "The calls it makes": high accuracy, 10 s timeout, cached position up to 5 minutes. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

export type LocationFailure = Exclude<keyof typeof MESSAGES.location, 'rateLimited'>;

/** GeolocationPositionError codes, spelled out: the constants are not on the error in every test double. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export function locationFailure(code: number | undefined, permissionBefore?: PermissionState): LocationFailure {
  switch (code) {
    case PERMISSION_DENIED:
      return permissionBefore === 'denied' ? 'deniedSettings' : 'deniedByUser';
    case POSITION_UNAVAILABLE:
      return 'unavailable';
    case TIMEOUT:
      return 'timeout';
    default:
      return 'failed';
  }
}

export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(MESSAGES.location[failure]);
    this.name = 'LocationError';
  }
}

export type Position = { latitude: number; longitude: number; accuracy: number };

type GeoEnvironment = {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  permissions?: Pick<Permissions, 'query'>;
};

/** The permission state, or undefined where the Permissions API is missing or refuses 'geolocation'. */
async function geolocationPermission(permissions: GeoEnvironment['permissions']): Promise<PermissionState | undefined> {
  try {
    return (await permissions?.query({ name: 'geolocation' }))?.state;
  } catch {
    return undefined;
  }
}

/** The current position, or a LocationError whose message is the spec's inline text. */
export async function currentPosition(
  env: GeoEnvironment = typeof navigator === 'undefined' ? {} : navigator,
): Promise<Position> {
  const geolocation = env.geolocation;
  if (!geolocation) throw new LocationError('unsupported');
  const permissionBefore = await geolocationPermission(env.permissions);
  if (permissionBefore === 'denied') throw new LocationError('deniedSettings');
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => reject(new LocationError(locationFailure(error?.code, permissionBefore))),
      GEOLOCATION_OPTIONS,
    );
  });
}

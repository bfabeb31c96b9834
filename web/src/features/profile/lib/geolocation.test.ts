import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { GEOLOCATION_OPTIONS, LocationError, currentPosition, locationFailure } from './geolocation';

describe('locationFailure', () => {
  it('maps each GeolocationPositionError code to its inline message key', () => {
    expect(locationFailure(1, 'prompt')).toBe('deniedByUser');
    expect(locationFailure(1, undefined)).toBe('deniedByUser');
    expect(locationFailure(1, 'denied')).toBe('deniedSettings');
    expect(locationFailure(2)).toBe('unavailable');
    expect(locationFailure(3)).toBe('timeout');
    expect(locationFailure(99)).toBe('failed');
    expect(locationFailure(undefined)).toBe('failed');
  });
});

describe('currentPosition', () => {
  const fix = { coords: { latitude: 1.29, longitude: 103.85, accuracy: 12 } } as GeolocationPosition;

  it('says geolocation is unsupported when the browser has none', async () => {
    await expect(currentPosition({})).rejects.toMatchObject({
      failure: 'unsupported',
      message: MESSAGES.location.unsupported,
    });
  });

  it('asks with the spec options and returns the fix', async () => {
    let seen: PositionOptions | undefined;
    const position = await currentPosition({
      geolocation: {
        getCurrentPosition: (success, _error, options) => {
          seen = options;
          success(fix);
        },
      },
    });
    expect(position).toEqual({ latitude: 1.29, longitude: 103.85, accuracy: 12 });
    expect(seen).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
    expect(GEOLOCATION_OPTIONS).toEqual(seen);
  });

  it('does not ask at all when the site is already blocked', async () => {
    let asked = false;
    const attempt = currentPosition({
      geolocation: {
        getCurrentPosition: () => {
          asked = true;
        },
      },
      permissions: { query: async () => ({ state: 'denied' }) as PermissionStatus },
    });
    await expect(attempt).rejects.toMatchObject({
      failure: 'deniedSettings',
      message: MESSAGES.location.deniedSettings,
    });
    expect(asked).toBe(false);
  });

  it('reports a refusal in the prompt as denied by the user', async () => {
    const attempt = currentPosition({
      geolocation: { getCurrentPosition: (_success, error) => error?.({ code: 1 } as GeolocationPositionError) },
      permissions: { query: async () => ({ state: 'prompt' }) as PermissionStatus },
    });
    await expect(attempt).rejects.toBeInstanceOf(LocationError);
    await expect(attempt).rejects.toMatchObject({ message: MESSAGES.location.deniedByUser });
  });

  it('carries on without the Permissions API', async () => {
    const attempt = currentPosition({
      geolocation: { getCurrentPosition: (_success, error) => error?.({ code: 3 } as GeolocationPositionError) },
      permissions: {
        query: async () => {
          throw new TypeError('unsupported name');
        },
      },
    });
    await expect(attempt).rejects.toMatchObject({ message: MESSAGES.location.timeout });
  });
});

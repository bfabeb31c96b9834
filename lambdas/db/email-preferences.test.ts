import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationPreferencesFrom,
  notificationSettingsFrom,
} from './email-preferences';

describe('notification settings as stored', () => {
  it('are the defaults when nothing is stored: the two away e-mails and every push on, no new e-mail', () => {
    expect(notificationSettingsFrom(undefined)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(DEFAULT_NOTIFICATION_SETTINGS.likes).toEqual({ email: false, push: true });
  });

  it('read an item saved before push (flat booleans) as its e-mail choice, with push on', () => {
    expect(notificationSettingsFrom({ newMatch: false, unreadMessages: true })).toMatchObject({
      newMatch: { email: false, push: true },
      unreadMessages: { email: true, push: true },
    });
  });

  it('prefer the channels of an item saved since, and fill what it lacks', () => {
    const settings = notificationSettingsFrom({
      newMatch: true,
      channels: { newMatch: { email: false, push: false }, likes: { email: true } },
    });
    expect(settings.newMatch).toEqual({ email: false, push: false });
    expect(settings.likes).toEqual({ email: true, push: true });
    expect(settings.notices).toEqual(DEFAULT_NOTIFICATION_SETTINGS.notices);
  });

  it('say the member has push subscriptions only when a subscribe marked the item (decision 0075)', () => {
    expect(notificationPreferencesFrom(undefined).pushDevices).toBe(false);
    expect(notificationPreferencesFrom({ channels: {} }).pushDevices).toBe(false);
    expect(notificationPreferencesFrom({ pushDevices: true })).toEqual({
      settings: DEFAULT_NOTIFICATION_SETTINGS,
      pushDevices: true,
    });
  });
});

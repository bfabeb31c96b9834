import { describe, expect, it } from 'vitest';
import { parseCli } from './cli-args';

describe('npm run stripe arguments', () => {
  it('parses each command', () => {
    expect(parseCli(['events', '--type=invoice.*', '--limit=5'])).toEqual({
      profile: 'dev',
      command: { name: 'events', type: 'invoice.*', limit: 5 },
    });
    expect(parseCli(['resend', 'evt_1', '--profile=test'])).toEqual({
      profile: 'test',
      command: { name: 'resend', eventId: 'evt_1' },
    });
    expect(parseCli(['advance', '30']).command).toEqual({ name: 'advance', days: 30 });
    expect(parseCli(['refund', 'pi_1']).command).toEqual({ name: 'refund', paymentIntentId: 'pi_1' });
    expect(parseCli(['chaos', '2', 'on']).command).toEqual({ name: 'chaos', duplicates: 2, reorder: true });
    expect(parseCli([]).command).toEqual({ name: 'help' });
  });

  it('explains mistakes in one line', () => {
    expect(() => parseCli(['advance', 'soon'])).toThrow('advance takes a number of days above 0');
    expect(() => parseCli(['chaos', '2', 'maybe'])).toThrow('chaos reorder must be on or off.');
    expect(() => parseCli(['events', '--profile=prod'])).toThrow("Unknown profile 'prod'");
    expect(() => parseCli(['frobnicate'])).toThrow("Unknown command 'frobnicate'.");
    expect(() => parseCli(['resend'])).toThrow('resend takes one event id');
  });
});

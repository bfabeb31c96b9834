/** `npm run stripe -- <command>`: the command line, parsed into one typed command (or a usage error). */
import { isProfileName, type ProfileName } from '../ports';

export type CliCommand =
  | { name: 'events'; type?: string; limit: number }
  | { name: 'deliveries'; eventId?: string }
  | { name: 'resend'; eventId: string }
  | { name: 'advance'; days: number }
  | { name: 'clock' }
  | { name: 'refund'; paymentIntentId: string }
  | { name: 'chaos'; duplicates: number; reorder: boolean }
  | { name: 'help' };

export type CliInvocation = { profile: ProfileName; command: CliCommand };

export class CliUsageError extends Error {}

export const USAGE = `Usage: npm run stripe -- <command> [--profile=dev|test]

  events [--type=<type>] [--limit=n]   recent events (type may end in *), with their delivery status
  deliveries [<event id>]             delivery attempts with status codes
  resend <event id>                   deliver an event to the webhook again
  advance <days>                      move the test clock ahead, running renewals, retries, trial ends
  clock                               the test clock's time and offset
  refund <payment intent id>          refund a payment in full
  chaos <duplicates> <reorder:on|off> e.g. "chaos 2 on"; "chaos 0 off" turns it off`;

export function parseCli(argv: string[]): CliInvocation {
  const flags = new Map<string, string>();
  const words: string[] = [];
  for (const arg of argv) {
    const flag = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (flag) flags.set(flag[1], flag[2] ?? 'true');
    else words.push(arg);
  }
  const profile = flags.get('profile') ?? 'dev';
  if (!isProfileName(profile)) throw new CliUsageError(`Unknown profile '${profile}': use dev, test or bench.`);
  for (const name of flags.keys()) {
    if (!['profile', 'type', 'limit', 'help'].includes(name)) throw new CliUsageError(`Unknown option --${name}.`);
  }
  const [name, ...rest] = words;
  const expectArgs = (count: number, what: string) => {
    if (rest.length !== count) throw new CliUsageError(`${name} takes ${what}.`);
  };
  const command = ((): CliCommand => {
    if (!name || name === 'help' || flags.has('help')) return { name: 'help' };
    switch (name) {
      case 'events': {
        expectArgs(0, 'no arguments (use --type= and --limit=)');
        const limit = Number(flags.get('limit') ?? 20);
        if (!Number.isInteger(limit) || limit < 1) throw new CliUsageError('--limit must be a whole number above 0.');
        return { name, type: flags.get('type'), limit };
      }
      case 'deliveries':
        if (rest.length > 1) throw new CliUsageError('deliveries takes at most one event id.');
        return { name, eventId: rest[0] };
      case 'resend':
        expectArgs(1, 'one event id (evt_…)');
        return { name, eventId: rest[0] };
      case 'advance': {
        expectArgs(1, 'a number of days');
        const days = Number(rest[0]);
        if (!Number.isFinite(days) || days <= 0)
          throw new CliUsageError('advance takes a number of days above 0, e.g. "advance 30".');
        return { name, days };
      }
      case 'clock':
        expectArgs(0, 'no arguments');
        return { name };
      case 'refund':
        expectArgs(1, 'one payment intent id (pi_…)');
        return { name, paymentIntentId: rest[0] };
      case 'chaos': {
        expectArgs(2, 'a number of duplicates and on|off, e.g. "chaos 2 on"');
        const duplicates = Number(rest[0]);
        if (!Number.isInteger(duplicates) || duplicates < 0)
          throw new CliUsageError('chaos duplicates must be a whole number, 0 or more.');
        if (rest[1] !== 'on' && rest[1] !== 'off') throw new CliUsageError('chaos reorder must be on or off.');
        return { name, duplicates, reorder: rest[1] === 'on' };
      }
      default:
        throw new CliUsageError(`Unknown command '${name}'.`);
    }
  })();
  return { profile, command };
}

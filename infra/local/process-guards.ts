/**
 * Nothing stops the local cloud: an error that escapes a handler, an emulator
 * or a poller (a callback that throws, a promise nobody awaited) is logged
 * and the process carries on. Each gateway already turns its own request's
 * failure into a 5xx; this is the net under everything else. Node's default,
 * exiting, would take every service down for one bad request.
 */
import { errorText, type Log } from './log';

export function keepRunningOnStrayErrors(log: Log): void {
  process.on('uncaughtException', (error) =>
    log(`[cloud] uncaught error (the local cloud keeps running): ${errorText(error)}`),
  );
  process.on('unhandledRejection', (reason) =>
    log(`[cloud] unhandled rejection (the local cloud keeps running): ${errorText(reason)}`),
  );
}

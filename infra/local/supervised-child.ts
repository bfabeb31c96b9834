/**
 * Keeps DynamoDB Local and cognito-local running: a child that dies while
 * the cloud runs is marked down (the gateways answer 503 meanwhile, as AWS
 * answers ServiceUnavailable) and started again on the same port and data
 * directory, so nothing committed is lost (decision 0028).
 */
import type { ManagedChild } from './child-processes';
import { errorText, type Log } from './log';

/** Which stand-ins are down right now; the gateways ask before invoking a handler. */
export class Availability {
  private readonly downSince = new Map<string, number>();
  private restartCount = 0;

  markDown(name: string): void {
    if (!this.downSince.has(name)) this.downSince.set(name, Date.now());
  }

  markUp(name: string, restarted: boolean): void {
    this.downSince.delete(name);
    if (restarted) this.restartCount += 1;
  }

  /** The first stand-in that is down, if any. */
  unavailable(): string | undefined {
    return this.downSince.keys().next().value;
  }

  get restarts(): number {
    return this.restartCount;
  }
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export type SupervisedChild = { current(): ManagedChild; stop(): Promise<void> };

export async function superviseChild(options: {
  name: string;
  start: () => Promise<ManagedChild>;
  availability: Availability;
  log: Log;
}): Promise<SupervisedChild> {
  let child = await options.start();
  let stopping = false;

  const watch = (running: ManagedChild) => {
    void running.exited.then(async (code) => {
      if (stopping) return;
      options.availability.markDown(options.name);
      options.log(`${options.name} exited unexpectedly (${code}); answering 503 and restarting it`);
      for (let delay = FIRST_RETRY_MS; !stopping; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
        try {
          child = await options.start();
          if (stopping) {
            await child.stop();
            return;
          }
          options.availability.markUp(options.name, true);
          options.log(`${options.name} is back (pid ${child.pid})`);
          watch(child);
          return;
        } catch (error) {
          options.log(`${options.name} restart failed, retrying in ${delay} ms: ${errorText(error)}`);
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    });
  };
  watch(child);

  return {
    current: () => child,
    async stop() {
      stopping = true;
      await child.stop();
    },
  };
}

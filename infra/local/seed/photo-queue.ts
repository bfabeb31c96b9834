/**
 * The seed's photos, drawn and stored while the app is already in use: a
 * fresh `npm start` waits for the demo records only (npm run bench:startup),
 * and the media CDN waits for a photo it is asked for before it is stored,
 * which also moves that photo to the front of the queue. Nothing is served
 * before it exists, and nobody waits for the few hundred others.
 */
type Job = {
  keys: string[];
  work: () => Promise<void>;
  done: Promise<void>;
  started: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
};

export class PhotoQueue {
  private readonly jobs: Job[] = [];
  private readonly byKey = new Map<string, Job>();

  /** Queues the work that stores every one of `keys`. */
  add(keys: string[], work: () => Promise<void>): void {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Whoever waits sees a failure; nobody waiting is no unhandled rejection (run() reports it).
    done.catch(() => undefined);
    const job: Job = { keys, work, done, started: false, resolve, reject };
    this.jobs.push(job);
    for (const key of keys) this.byKey.set(key, job);
  }

  /** When `key` is one still to be stored: its job, moved first in line if it has not started. */
  whenStored(key: string): Promise<void> | undefined {
    const job = this.byKey.get(key);
    if (!job) return undefined;
    if (!job.started) {
      this.jobs.splice(this.jobs.indexOf(job), 1);
      this.jobs.unshift(job);
    }
    return job.done;
  }

  /** Runs every queued job, `concurrency` at a time; rejects with the first failure once all have run. */
  async run(concurrency: number): Promise<void> {
    let failure: unknown;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let job = this.jobs.shift(); job; job = this.jobs.shift()) {
          job.started = true;
          try {
            await job.work();
            job.resolve();
          } catch (error) {
            failure ??= error;
            job.reject(error);
          }
          for (const key of job.keys) this.byKey.delete(key);
        }
      }),
    );
    if (failure) throw failure;
  }
}

/**
 * Where the main thread's CPU went over a bench's measured window: V8's
 * sampling profiler, summed by self time per package (a node_modules package)
 * or per project folder, and per function. A bench turns it on with
 * BENCH_CPU_PROFILE=1 (the sampling costs a few percent of the figure it
 * measures, so it is off by default); `BENCH_CPU_PROFILE=path.cpuprofile` also
 * writes the profile for Chrome's DevTools.
 */
import { writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';

export type CpuShare = { name: string; ms: number; share: number };

/** Starts sampling this thread; `stop` ends it and returns the profile. */
export async function startCpuProfile(): Promise<{ stop(): Promise<Profiler.Profile> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

/** The package or project folder a script URL belongs to: `@aws-sdk/core`, `lambdas/db`, `node:internal`. */
export function placeOf(url: string): string {
  if (!url) return '(V8 and native)';
  const module = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1]!;
  if (url.startsWith('node:')) return url.split('/')[0]!;
  const project = /\/(lambdas|infra|shared|bench|test|web)\/((?:[^/]+\/)?)/.exec(url);
  return project ? `${project[1]}/${project[2]}`.replace(/\/$/, '') : url;
}

/** Self time per place and per function, largest first. */
export function summarizeCpuProfile(profile: Profiler.Profile): {
  totalMs: number;
  places: CpuShare[];
  functions: CpuShare[];
} {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (deltas[index] ?? 0)));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalMicros = 0;
  for (const [id, micros] of selfMicros) {
    const { callFrame } = nodes.get(id)!;
    // Idle time is the event loop waiting, not work.
    if (callFrame.functionName === '(idle)') continue;
    totalMicros += micros;
    const place = placeOf(callFrame.url);
    places.set(place, (places.get(place) ?? 0) + micros);
    const name = `${callFrame.functionName || '(anonymous)'} (${place}:${callFrame.lineNumber + 1})`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const ranked = (totals: Map<string, number>) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .map(([name, micros]) => ({ name, ms: micros / 1000, share: totalMicros ? micros / totalMicros : 0 }));
  return { totalMs: totalMicros / 1000, places: ranked(places), functions: ranked(functions) };
}

/** The profile's summary as lines to print: the top places, then the top functions. */
export function describeCpuProfile(profile: Profiler.Profile, top = 15): string[] {
  const { totalMs, places, functions } = summarizeCpuProfile(profile);
  const line = ({ name, ms, share }: CpuShare) =>
    `  ${(100 * share).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
  return [
    `main thread's CPU by self time, ${totalMs.toFixed(0)} ms sampled (idle left out), by package or folder:`,
    ...places.slice(0, top).map(line),
    'by function:',
    ...functions.slice(0, top).map(line),
  ];
}

/**
 * A bench's measured window, profiled when BENCH_CPU_PROFILE asks: `start` and `stop` at the window's ends,
 * then `describe` for the lines to print (none when it is off), the profile written when it names a path.
 */
export function windowCpuProfile() {
  const setting = process.env.BENCH_CPU_PROFILE ?? '';
  const enabled = setting !== '' && setting !== '0';
  let running: ReturnType<typeof startCpuProfile> | undefined;
  let profile: Promise<Profiler.Profile> | undefined;
  return {
    start() {
      if (enabled) running = startCpuProfile();
    },
    stop() {
      profile = running?.then((profiler) => profiler.stop());
    },
    async describe(): Promise<string[]> {
      if (!profile) return [];
      const measured = await profile;
      if (setting !== '1') writeFileSync(setting, JSON.stringify(measured));
      return describeCpuProfile(measured);
    },
  };
}

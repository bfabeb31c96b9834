import { describe, expect, it } from 'vitest';
import { DIGEST_MAX_LINES, failureDigest, failureLines } from './failure-digest';

// Lines as the lanes print them, from CI runs of this project.
const vitestFailure = [
  '[checks+integration]      ✓ a stream record the consumer failed on is parked  3496ms',
  '[checks+integration] {"level":"ERROR","message":"Stream record failed; the stream will retry it","error":"at x FAIL  unit  a.test.ts"}',
  '\x1b[31m[checks+integration]  FAIL   integration  test/integration/correlation.test.ts > correlation ids > follow a like\x1b[39m',
  '[checks+integration] ',
  "[checks+integration] AssertionError: expected [] to include 'Match made'",
  '[checks+integration]  ❯ test/integration/correlation.test.ts:88:5',
  '[checks+integration]  Test Files  1 failed | 49 passed (50)',
  '[checks+integration]       Tests  1 failed | 521 passed (522)',
].join('\n');

const playwrightFailure = [
  '[e2e]   ✓  33 test/e2e/payments.spec.ts:120:3 › paying for a plan › upgrades (12.0s)',
  '[e2e]   ✘  34 test/e2e/payments.spec.ts:157:3 › paying for a plan › canceled in the portal (28.3s)',
  '[e2e]   1) test/e2e/payments.spec.ts:157:3 › paying for a plan › canceled in the portal ──────',
  '[e2e] ',
  '[e2e]     Error: expect(locator).toContainText(expected) failed',
  '[e2e]   1 failed',
  '[e2e]   61 passed (19.9m)',
  '[e2e] done after 1244 s (exit 1); unit, CDK and cfn-lint start',
  '[unit+cdk] done after 1290 s (exit 0)',
].join('\n');

describe('the failure digest', () => {
  it("names a failed vitest test with its reason and counts, and skips the cloud's JSON logs", () => {
    expect(failureLines(vitestFailure)).toEqual([
      '[checks+integration]  FAIL   integration  test/integration/correlation.test.ts > correlation ids > follow a like',
      "[checks+integration] AssertionError: expected [] to include 'Match made'",
      '[checks+integration]  Test Files  1 failed | 49 passed (50)',
      '[checks+integration]       Tests  1 failed | 521 passed (522)',
    ]);
  });

  it("names a failed Playwright test, its error and the lane's exit, and not the passing lines", () => {
    expect(failureLines(playwrightFailure)).toEqual([
      '[e2e]   ✘  34 test/e2e/payments.spec.ts:157:3 › paying for a plan › canceled in the portal (28.3s)',
      '[e2e]   1) test/e2e/payments.spec.ts:157:3 › paying for a plan › canceled in the portal ──────',
      '[e2e]     Error: expect(locator).toContainText(expected) failed',
      '[e2e]   1 failed',
      '[e2e] done after 1244 s (exit 1); unit, CDK and cfn-lint start',
    ]);
  });

  it('names type, lint, format and dependency-rule failures', () => {
    const checks = [
      "[checks+integration] lambdas/x.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      '[checks+integration]   12:3  error  Unexpected any  @typescript-eslint/no-explicit-any',
      '[checks+integration] [warn] web/src/app.tsx',
      '[checks+integration]   error no-web-to-lambdas: web/src/a.ts → lambdas/b.ts',
    ].join('\n');
    expect(failureLines(checks)).toHaveLength(4);
  });

  it('prints each line once across lanes, and at most its cap with a count of the rest', () => {
    expect(failureDigest([playwrightFailure, playwrightFailure])).toHaveLength(5);
    const many = Array.from({ length: 100 }, (_, n) => `[e2e]   ✘  ${n} test/e2e/x.spec.ts:${n}:3 › t (1s)`).join('\n');
    const digest = failureDigest([many]);
    expect(digest).toHaveLength(DIGEST_MAX_LINES + 1);
    expect(digest.at(-1)).toContain('40 more lines');
  });

  it('finds nothing in a passing run', () => {
    expect(failureLines('[unit+cdk]       Tests  1064 passed (1064)\n[unit+cdk] done after 1497 s (exit 0)')).toEqual(
      [],
    );
  });
});

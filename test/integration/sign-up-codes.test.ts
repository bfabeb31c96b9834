import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { call } from '../support/api';

const SIGN_UPS = 100;
/** A person waits a few seconds for an email; the mailbox must have the code well within that. */
const ARRIVAL_DEADLINE_MS = 3_000;

describe('sign-up codes', () => {
  it(`reach the mailbox for each of ${SIGN_UPS} sign-ups in a row, without a resend or another request to flush them`, async () => {
    const late: string[] = [];
    const arrivals: number[] = [];
    for (let i = 0; i < SIGN_UPS; i++) {
      const email = `code-${i}-${randomUUID().slice(0, 8)}@test.kindred.local`;
      // Through the route, as the browser signs up: 100 people, each from an address of their own
      // (the route limits sign-ups per source address, decision 0054).
      const answer = await call('signUp', {
        from: `127.0.1.${i + 1}`,
        body: { username: `code${i}`, email, password: `pass-${randomUUID()}` },
      });
      expect(answer.status).toBe(200);
      const started = Date.now();
      let found = false;
      // Nothing else talks to Cognito meanwhile: a code held in a buffer would stay there.
      while (!found && Date.now() - started < ARRIVAL_DEADLINE_MS) {
        const entries = (await (await fetch(`${cloud().cognitoShimUrl}/dev/mailbox.json`)).json()) as {
          to: string;
          kind: string;
          code: string;
        }[];
        found = entries.some((entry) => entry.to === email && entry.kind === 'signup' && /^\d{6}$/.test(entry.code));
        if (!found) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (found) arrivals.push(Date.now() - started);
      else late.push(email);
    }
    expect(late).toEqual([]);
    expect(arrivals).toHaveLength(SIGN_UPS);
  });
});

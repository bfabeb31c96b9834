/**
 * Fuzzing every route of the table from its own zod schemas:
 * valid and invalid bodies, queries and path parameters, derived by
 * test/support/zod-arbitraries.ts. The targets: no 5xx ever, a refusal (4xx)
 * for everything the schema refuses, and nothing written for a refused request.
 *
 * FUZZ_RUNS sets the cases per route and kind (valid, invalid): a few in
 * `npm test`, 1,000 in `npm run bench:fuzz`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import type * as z from 'zod/v4/core';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { call } from '../support/api';
import { createProfiledMember } from '../support/matches';
import type { TestMember } from '../support/members';
import { type TableWrite, watchTableWrites, writesNaming } from '../support/table-writes';
import { invalidFor, validFor } from '../support/zod-arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/**
 * npm test replays the same few cases every run (a red CI must be reproducible); bench:fuzz, or any
 * FUZZ_SEED, explores. A failure prints its seed, and FUZZ_SEED replays it.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS ? undefined : 20261124;
const ASSERT = { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) };
/** Valid requests that would end the fuzzing member: only their invalid cases are sent. */
const NO_VALID_CASES: OperationId[] = ['deleteMyAccount', 'signOutEverywhere'];

type Parts = { body?: z.$ZodType; query?: z.$ZodType; params?: z.$ZodType };
const partsOf = (operationId: OperationId): Parts => {
  const route = HTTP_ROUTES[operationId] as {
    body?: z.$ZodType;
    query?: z.$ZodType;
    params?: z.$ZodType;
    rawBody?: boolean;
  };
  return { body: route.rawBody ? undefined : route.body, query: route.query, params: route.params };
};
/** FUZZ_ONLY=recordSwipe,unmatch narrows a run to some routes while investigating. */
const only = process.env.FUZZ_ONLY?.split(',');
const fuzzed = (Object.keys(HTTP_ROUTES) as OperationId[]).filter((id) => {
  const parts = partsOf(id);
  return (parts.body || parts.query || parts.params) && (!only || only.includes(id));
});

const pathNames = (operationId: OperationId) =>
  [...HTTP_ROUTES[operationId].path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);

type Case = { body?: unknown; query?: unknown; params?: unknown };

/**
 * The body as the route receives it: JSON. Serialising drops keys whose value
 * is undefined and turns NaN and infinities into null, so `{ ...valid, x: undefined }`
 * arrives as the valid body it then is; the schema judges what arrives.
 */
const sentBody = (body: unknown): unknown => {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : JSON.parse(text);
};

/** One arbitrary per part; `invalid` breaks exactly one part and keeps the others valid. */
function casesFor(operationId: OperationId, invalid: boolean): fc.Arbitrary<Case> {
  const parts = partsOf(operationId);
  const names = (Object.keys(parts) as Array<keyof Parts>).filter((name) => parts[name]);
  return fc
    .constantFrom(...names)
    .chain((broken) =>
      fc.record(
        Object.fromEntries(
          names.map((name) => [name, invalid && name === broken ? invalidFor(parts[name]!) : validFor(parts[name]!)]),
        ) as Record<keyof Case, fc.Arbitrary<unknown>>,
      ),
    );
}

/** A query as its string values; query parsers never create a `__proto__` key, so neither does this. */
const stringValues = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === 'object' && value !== null ? value : { value })
      .filter(([k]) => k !== '__proto__')
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/**
 * The query as the route receives it: no query string at all reaches the
 * handler as no parameters, which is `{}` to its schema, not `undefined`.
 */
const sentQuery = (query: unknown): Record<string, string> => (query === undefined ? {} : stringValues(query));

/**
 * Path parameters as a URL can carry them: strings, never empty, and without
 * lone surrogates (no URL can encode one; a body can, and bodies are fuzzed as sent).
 */
const sentParams = (operationId: OperationId, input: Case): Record<string, string> =>
  Object.fromEntries(
    pathNames(operationId).map((name) => {
      const value = (input.params as Record<string, unknown> | undefined)?.[name];
      const text = typeof value === 'string' && value.length ? value : JSON.stringify(value ?? 'x');
      return [name, text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')];
    }),
  );

async function send(member: TestMember, operationId: OperationId, input: Case) {
  const params = sentParams(operationId, input);
  return call(operationId, {
    token: member.accessToken,
    params,
    query: sentQuery(input.query),
    body: input.body === undefined ? undefined : JSON.stringify(sentBody(input.body)),
  });
}

/** Whether the route's own schemas accept what was sent (the body as JSON, the query as the strings the gateway delivers). */
function accepted(operationId: OperationId, input: Case): boolean {
  const parts = partsOf(operationId);
  if (parts.body && !safeParse(parts.body, sentBody(input.body)).success) return false;
  if (parts.query && !safeParse(parts.query, sentQuery(input.query)).success) return false;
  if (parts.params && !safeParse(parts.params, sentParams(operationId, input)).success) return false;
  return true;
}

/**
 * Everything written that names the member. Rate windows (shared/limits.ts) are left out: the per-member
 * limiter counts the attempts it sees, some refused ones included; that is its bookkeeping, not data the
 * request stored.
 */
const storedNaming = (records: TableWrite[], member: TestMember) =>
  writesNaming(records, member.sub).filter((item) => item.entity !== 'rateWindow');

describe(`fuzzing every route from its zod schemas (${RUNS} valid and ${RUNS} invalid cases per route)`, () => {
  it('lists the routes it fuzzes', () => {
    expect(fuzzed.length).toBeGreaterThan(only ? 0 : 20);
  });

  it('judges the query the route receives: none at all is no parameters, not a refusal', () => {
    // bench:fuzz's 1,000 cases once counted a missing query as refused; the route got no parameters and said 200.
    expect(accepted('listCandidates', { query: undefined })).toBe(true);
    expect(accepted('listCandidates', { query: {} })).toBe(true);
    expect(accepted('listCandidates', { query: { timeZone: 'Not/AZone' } })).toBe(false);
  });

  it('judges the body the route receives: a key JSON drops is no refusal, one it keeps is', () => {
    // An unseeded run once counted `{ ...valid, x_…: undefined }` as refused; the route got the valid body and said 200.
    expect(accepted('updateMyPreferences', { body: { minAge: 20, x_extra: undefined } })).toBe(true);
    expect(accepted('updateMyPreferences', { body: { minAge: 20, x_extra: null } })).toBe(false);
    expect(accepted('updateMyPreferences', { body: { minAge: 20, heightMin: Number.NaN } })).toBe(true);
    expect(accepted('updateMyPreferences', { body: { minAge: 20, heightMin: 'tall' } })).toBe(false);
  });

  it.each(fuzzed)(
    '%s: never a 5xx; what the schema refuses gets a 4xx and writes nothing',
    async (operationId) => {
      const member = await createProfiledMember('Fuzz Member');
      const statuses = new Map<number, number>();
      const note = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

      const writes = await watchTableWrites();
      // Only what the route's schemas refuse: a broken value the schema happens to accept is a valid case.
      const refusedBySchema = casesFor(operationId, true).filter((input) => !accepted(operationId, input));
      await fc.assert(
        fc.asyncProperty(refusedBySchema, async (input) => {
          const response = await send(member, operationId, input);
          note(response.status);
          expect(response.status, JSON.stringify(input).slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(response.status, JSON.stringify(input).slice(0, 300)).toBeLessThan(500);
        }),
        ASSERT,
      );
      expect(storedNaming(await writes(), member), `statuses ${JSON.stringify([...statuses])}`).toEqual([]);

      if (NO_VALID_CASES.includes(operationId)) return;
      await fc.assert(
        fc.asyncProperty(casesFor(operationId, false), async (input) => {
          const response = await send(member, operationId, input);
          note(response.status);
          expect(response.status, JSON.stringify(input).slice(0, 300)).toBeLessThan(500);
        }),
        ASSERT,
      );
    },
    Math.max(180_000, RUNS * 2 * 400),
  );
});

import { NestedStack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { AUTH_ROUTES } from '#shared/routes/auth.ts';
import { BILLING_ROUTES } from '#shared/routes/billing.ts';
import { BOOST_ROUTES } from '#shared/routes/boosts.ts';
import { CORE_ROUTES } from '#shared/routes/core.ts';
import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { NOTIFICATION_ROUTES } from '#shared/routes/notifications.ts';
import { PREMIUM_ROUTES } from '#shared/routes/premium.ts';
import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { STORY_ROUTES } from '#shared/routes/stories.ts';
import { VOICE_ROUTES } from '#shared/routes/voice.ts';
import { VERIFICATION_ROUTES } from '#shared/routes/verification.ts';

/**
 * The HTTP routes by domain: one nested stack per route-table module, holding
 * each route's function, role, policy, integration and route (five resources
 * a route) and the domain's invoker role (decision 0055). A new route lands
 * in its module's stack; a new module must be named here, or the synth stops.
 */
export const API_DOMAINS = {
  Core: CORE_ROUTES,
  Billing: BILLING_ROUTES,
  Stories: STORY_ROUTES,
  Voice: VOICE_ROUTES,
  Boosts: BOOST_ROUTES,
  Elite: ELITE_ROUTES,
  Staff: STAFF_ROUTES,
  Premium: PREMIUM_ROUTES,
  Notifications: NOTIFICATION_ROUTES,
  Auth: AUTH_ROUTES,
  Verification: VERIFICATION_ROUTES,
} as const;

export type ApiDomain = keyof typeof API_DOMAINS;

/** Each operation's domain; throws when a route is in no domain or in two. */
export function domainsByOperation(): Record<OperationId, ApiDomain> {
  const found = new Map<string, ApiDomain[]>();
  for (const [domain, routes] of Object.entries(API_DOMAINS) as [ApiDomain, object][]) {
    for (const operationId of Object.keys(routes)) found.set(operationId, [...(found.get(operationId) ?? []), domain]);
  }
  const problems = Object.keys(HTTP_ROUTES).flatMap((operationId) => {
    const domains = found.get(operationId) ?? [];
    return domains.length === 1 ? [] : [`${operationId}: in ${domains.length ? domains.join(' and ') : 'no domain'}`];
  });
  const unknown = [...found.keys()].filter((operationId) => !(operationId in HTTP_ROUTES));
  if (problems.length > 0 || unknown.length > 0) {
    throw new Error(
      `Every HTTP route belongs to exactly one API domain (infra/constructs/api-domains.ts): ${[...problems, ...unknown.map((id) => `${id}: not in HTTP_ROUTES`)].join('; ')}`,
    );
  }
  return Object.fromEntries([...found].map(([operationId, [domain]]) => [operationId, domain])) as Record<
    OperationId,
    ApiDomain
  >;
}

/** One nested stack per domain, created on first use, so `cdk deploy` still deploys them all in one go. */
export function apiDomainStacks(scope: Construct): (operationId: OperationId) => NestedStack {
  const domains = domainsByOperation();
  const stacks = new Map<ApiDomain, NestedStack>();
  return (operationId) => {
    const domain = domains[operationId];
    let stack = stacks.get(domain);
    if (!stack) {
      stack = new NestedStack(scope, `${domain}Api`, {
        description: `Kindred HTTP routes of the ${domain.toLowerCase()} domain (shared/routes/), their functions and roles`,
      });
      stacks.set(domain, stack);
    }
    return stack;
  };
}

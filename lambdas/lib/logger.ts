import { Logger } from '@aws-lambda-powertools/logger';
import type middy from '@middy/core';
// Every handler imports this module or its sibling (logger.ts, metrics.ts): each maps the bundle's stacks.
import './source-mapped-stacks';

/** One structured logger per Lambda, created at module scope so cold starts pay once. */
export const logger = new Logger();

/**
 * Sets the invocation's `correlation_id` (after injectLambdaContext, which
 * resets keys). Set directly, not by Powertools' `correlationIdPath`: that
 * needs the JMESPath package in every bundle to read one property.
 */
export function correlateBy<E, R>(idOf: (event: E) => string | undefined): middy.MiddlewareObj<E, R> {
  return {
    before: (request) => {
      const id = idOf(request.event);
      if (id) logger.setCorrelationId(id);
    },
  };
}

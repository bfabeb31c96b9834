import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../lib/logger';
import { publishMetrics } from '../lib/metrics';
import { checkMainPhoto } from '../use-cases/verification/lapse';
import { LapseCheckSchema } from '../use-cases/verification/lapse-check';

/**
 * Invoked asynchronously by the table stream's consumer when a verified member's main photo changed
 * (decision 0098). A payload that does not parse, or a check that fails, fails the invocation: Lambda
 * retries it twice, then it goes to the failure queue, whose depth alarms, to be redriven.
 */
export const handler = middy<unknown, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(publishMetrics())
  .handler(async (event) => {
    const { memberId, correlationId } = LapseCheckSchema.parse(event);
    if (correlationId) logger.setCorrelationId(correlationId);
    await checkMainPhoto(memberId);
  });

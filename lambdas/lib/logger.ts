import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per Lambda, created at module scope so cold starts pay once. */
export const logger = new Logger();

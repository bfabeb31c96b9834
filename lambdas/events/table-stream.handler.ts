import { correlationIdOf } from '../db/correlation';
import { streamHandler } from '../lib/stream-handler';
import { applyStreamRecord } from './stream-effects';

/** The table's stream consumer: keeps derived records in step with the items written (stream-effects.ts). */
export const handler = streamHandler(applyStreamRecord, correlationIdOf);

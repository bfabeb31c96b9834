import { streamHandler } from '../lib/stream-handler';
import { applyStreamRecord } from './apply-stream-record';

/** The table's stream consumer: keeps derived records in step with the items written (apply-stream-record.ts). */
export const handler = streamHandler(applyStreamRecord);

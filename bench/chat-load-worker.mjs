// Worker threads do not inherit tsx's loader; register it, then run the TypeScript load generator
// (bench:chat's by default; bench:load names its own in workerData.entry, relative to this file).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.entry ?? './chat-load.ts');

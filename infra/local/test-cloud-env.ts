/**
 * Vitest `setupFiles` entry to pair with test-cloud.ts: puts the local
 * cloud's handler env into this worker's process.env before any test file
 * imports a handler or lambdas/db (they read it once, on first use).
 */
import { inject } from 'vitest';
import type { ProvidedLocalCloud } from './test-cloud';

const cloud: ProvidedLocalCloud | undefined = inject('localCloud');
if (cloud) Object.assign(process.env, cloud.env);

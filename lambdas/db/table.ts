import { requireEnv } from '../lib/env';

/** The physical table name, read once from the environment. */
export const tableName = (): string => requireEnv('TABLE_NAME');

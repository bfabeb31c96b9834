/** GET /me/export: everything stored about me, as JSON, with links to my photos. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DataExportSchema } from '#shared/schemas/account.ts';
import { api } from '#web/lib/api-client.ts';

export type DataExport = z.output<typeof DataExportSchema>;

export const exportMyData = (): Promise<DataExport> => api('exportMyData');

/** A mutation, not a query: it runs when the member asks, and the answer is saved, not shown. */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}

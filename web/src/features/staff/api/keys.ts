/** The staff console's query keys: under ['staff'], so signing out (which clears the cache) takes them all. */
export const staffKeys = {
  eliteQueue: ['staff', 'elite', 'queue'] as const,
  eliteRequest: (memberId: string, requestId: string) => ['staff', 'elite', 'request', memberId, requestId] as const,
  candidates: (memberId: string, requestId: string, bandKm: number, relax: readonly string[]) =>
    ['staff', 'elite', 'candidates', memberId, requestId, bandKm, [...relax]] as const,
  reports: (order: string) => ['staff', 'reports', order] as const,
  reportsAll: ['staff', 'reports'] as const,
  memberCase: (memberId: string) => ['staff', 'member', memberId] as const,
  audit: ['staff', 'audit'] as const,
  verifications: ['staff', 'verifications'] as const,
};

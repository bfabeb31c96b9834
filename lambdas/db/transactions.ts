/** Which items of a cancelled TransactWrite failed their condition, by position. */
export function failedConditions(error: unknown): number[] | undefined {
  if ((error as Error).name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

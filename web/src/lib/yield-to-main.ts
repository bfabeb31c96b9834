/**
 * Resolves in a task of its own: code that awaits it lets the browser handle input and paint first.
 * (scheduler.yield() would keep the work's priority, but only Chromium has it; a zero timeout is enough.)
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

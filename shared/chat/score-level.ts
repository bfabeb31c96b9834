/** The spec's score colours: green at 80 or more, yellow at 60 or more, else red. */
export function scoreLevel(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

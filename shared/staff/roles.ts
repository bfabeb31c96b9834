/**
 * Staff roles: Cognito groups of the member user pool (the CDK stack and the
 * local cloud create them from this list). A staff route names the roles it
 * admits in the route table, and the HTTP middleware checks the token's
 * `cognito:groups` claim on every call (lambdas/http/http-handler.ts): the
 * JWT authorizer proves who is calling, not what they may do.
 */
export const STAFF_ROLES = ['matchmaker', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { matchmaker: 'Matchmaker', moderator: 'Moderator' };

export const STAFF_GROUP_DESCRIPTIONS: Record<StaffRole, string> = {
  matchmaker: "Kindred matchmakers: curate Elite Match requests (the staff console's matchmaking side).",
  moderator: "Kindred moderators: work the reports queue and act on members (the staff console's moderation side).",
};

/**
 * The staff roles in a `cognito:groups` claim, however it arrives: a JSON
 * array in the token itself, or API Gateway's flattened string "[a b]" in a
 * JWT authorizer's claims. Groups that are not staff roles are ignored.
 */
export function staffRolesIn(claim: unknown): StaffRole[] {
  let groups: string[] = [];
  if (Array.isArray(claim)) groups = claim.map(String);
  else if (typeof claim === 'string') {
    const text = claim.trim();
    if (text.startsWith('[') && text.endsWith(']')) {
      const inner = text.slice(1, -1).trim();
      try {
        const parsed: unknown = JSON.parse(text);
        groups = Array.isArray(parsed) ? parsed.map(String) : [];
      } catch {
        groups = inner.split(/[\s,]+/);
      }
    } else groups = text.split(/[\s,]+/);
  }
  return STAFF_ROLES.filter((role) => groups.includes(role));
}

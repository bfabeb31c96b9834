import type { Me } from '#shared/schemas/me.ts';

/**
 * The home's greeting: by the name on the profile, the one other members see. The username is an
 * account handle the member typed once at sign-up (often generated or cryptic), so it is never used to
 * greet; before a name is given the greeting has none.
 */
export function welcomeLine(me: Pick<Me, 'fullName'> | undefined): string {
  const name = me?.fullName.trim();
  return name ? `Welcome back, ${name}` : 'Welcome back';
}

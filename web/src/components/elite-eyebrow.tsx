import { Crown } from 'lucide-react';

/** The pill over both Elite Matchmaking promos (the landing page's and the members' home). */
export function EliteEyebrow() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide uppercase">
      <Crown className="size-3.5 text-amber-200" aria-hidden /> Elite Matchmaking
    </p>
  );
}

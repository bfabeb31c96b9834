/**
 * The fixed top bar (core spec "Screens and routes"): brand, section links, and
 * the actions for members (notifications, dashboard, sign-out) or visitors
 * (Sign In, Elite, Get Started). Below `md` the links and actions fold into a
 * menu. The members' parts come with the member runtime (top-bar-member.tsx),
 * so a visitor's page carries none of their code.
 */
import { clsx } from 'clsx';
import { Crown, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClasses } from '../ui/button';
import { Brand } from './brand';

type NavItem = { to: string; label: string };

const NAV_ITEMS: NavItem[] = [
  { to: paths.discover.getHref(), label: 'Discover' },
  { to: paths.matches.getHref(), label: 'Matches' },
  { to: paths.messages.getHref(), label: 'Chat' },
];

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-full px-3.5 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-rose-50 text-rose-700' : 'text-gray-600 hover:bg-rose-50/70 hover:text-rose-700',
  );

/** No display utility here: each use picks `inline-flex` or `hidden md:inline-flex`, which must not both apply. */
export const iconButtonClass =
  'relative size-10 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-500';

export function TopBar() {
  const { status, runtime } = useAuth();
  const signedIn = status === 'signedIn';
  // Signed in means the runtime is there: only it can sign anyone in.
  const member = signedIn ? runtime?.topBar : undefined;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a prerendered page the button is on screen before its handler: inert until then, not a lost tap.
  const hydrated = useHydrated();

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const eliteHref = signedIn ? paths.eliteMatch.getHref() : paths.auth.getHref();
  const getStartedHref = signedIn ? paths.profile.getHref() : paths.auth.getHref();
  const close = () => setMenuOpen(false);

  // Near-opaque, not a backdrop blur: the blur was redrawn on every frame under the bar (decision 0100).
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-rose-100/80 bg-white/95">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />

        <div className="hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          {member && <member.NavLinks />}
        </div>

        <div className="flex items-center gap-1.5">
          {member && <member.Actions />}
          {/* A member's tab (only a stored session starts 'loading') keeps the room their icons will take
              (the bell; on wider screens the dashboard and sign-out too) while the runtime loads: the bar
              does not shift when they come. */}
          {status === 'loading' && (
            <span className="flex gap-1.5" aria-hidden data-testid="member-actions-space">
              <span className="size-10" />
              <span className="hidden size-10 md:block" />
              <span className="hidden size-10 md:block" />
            </span>
          )}
          {status === 'signedOut' && (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={paths.auth.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Sign In
              </Link>
              <Link to={eliteHref} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <Crown className="size-4 text-amber-500" aria-hidden />
                Elite
              </Link>
              <Link to={getStartedHref} className={buttonClasses({ size: 'sm' })}>
                Get Started
              </Link>
            </div>
          )}
          <button
            type="button"
            className={clsx(iconButtonClass, 'inline-flex md:hidden')}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            disabled={!hydrated}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </nav>

      {menuOpen && (
        <div id="mobile-menu" className="border-t border-rose-100 bg-white px-4 pt-2 pb-5 shadow-lg md:hidden">
          <div className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass} onClick={close}>
                {item.label}
              </NavLink>
            ))}
            {member && <member.NavLinks onClick={close} />}
          </div>
          <div className="mt-3 flex flex-col gap-2 border-t border-rose-100 pt-3">
            {member && <member.MenuActions onNavigate={close} />}
            {status === 'signedOut' && (
              <>
                <Link
                  to={paths.auth.getHref()}
                  onClick={close}
                  className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
                >
                  Sign In
                </Link>
                <Link
                  to={eliteHref}
                  onClick={close}
                  className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
                >
                  <Crown className="size-4 text-amber-500" aria-hidden />
                  Elite
                </Link>
                <Link to={getStartedHref} onClick={close} className={buttonClasses({ className: 'w-full' })}>
                  Get Started
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}

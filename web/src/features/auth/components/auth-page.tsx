import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { Heart, MessageCircleHeart, ShieldCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { usePreloadMemberRuntime, useAuth } from '#web/lib/auth.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

type Tab = 'sign-in' | 'sign-up';
type View =
  | { kind: 'tabs'; tab: Tab }
  | { kind: 'confirm'; email: string; password: string }
  | { kind: 'recovery'; email: string };

/**
 * A link may open recovery mode directly (core spec "States and transitions":
 * "the URL carries a recovery marker"): /auth?mode=reset&email=...
 */
function initialView(params: URLSearchParams): View {
  const email = params.get('email');
  if (params.get('mode') === 'reset' && email) return { kind: 'recovery', email };
  return { kind: 'tabs', tab: params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in' };
}

const tabClass = clsx(
  'flex-1 rounded-full px-4 py-2.5 text-sm font-semibold text-gray-700 transition-colors',
  'hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-rose-500',
  'data-[state=active]:bg-white data-[state=active]:text-rose-600 data-[state=active]:shadow-sm',
);

export function AuthPage() {
  const { status } = useAuth();
  // Amplify and the toasts load once the visitor starts on a form (the page itself is prerendered).
  usePreloadMemberRuntime();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>(() => initialView(searchParams));
  // The prerendered tabs are on screen before their handlers: inert until hydrated, so a tap is not lost.
  const hydrated = useHydrated();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');

  const goToProfile = () => navigate(paths.profile.getHref(), { replace: true });
  const backToSignIn = () => setView({ kind: 'tabs', tab: 'sign-in' });

  // core spec "Screens and routes": members are sent on, unless they are resetting their password.
  if (status === 'signedIn' && view.kind !== 'recovery') return <Navigate to={paths.profile.getHref()} replace />;
  if (status === 'loading') return <PageSpinner />;

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center lg:py-16">
      <PageMeta
        title={view.kind === 'tabs' && view.tab === 'sign-up' ? 'Sign Up' : 'Sign In'}
        description="Sign in to Kindred, or create your free account and meet singles who share your values, culture and dreams."
      />
      <AuthAside />
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        {view.kind === 'tabs' && (
          <Tabs.Root value={view.tab} onValueChange={(tab) => setView({ kind: 'tabs', tab: tab as Tab })}>
            <div className="mb-6 space-y-1 text-center">
              <h1 className="text-2xl font-bold tracking-tight text-gray-900">
                {view.tab === 'sign-in' ? 'Welcome back' : 'Create your account'}
              </h1>
              <p className="text-sm text-gray-600">
                {view.tab === 'sign-in'
                  ? 'Sign in to see who is waiting for you.'
                  : 'Join singles who share your values.'}
              </p>
            </div>
            <Tabs.List aria-label="Sign in or sign up" className="mb-6 flex gap-1 rounded-full bg-rose-50 p-1">
              <Tabs.Trigger value="sign-in" className={tabClass} disabled={!hydrated}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-up" className={tabClass} disabled={!hydrated}>
                Sign Up
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in" className="focus-visible:outline-none">
              <SignInForm
                email={email}
                onEmailChange={setEmail}
                onSignedIn={goToProfile}
                onNeedsConfirmation={(credentials) => setView({ kind: 'confirm', ...credentials })}
                onResetRequested={(resetEmail) => setView({ kind: 'recovery', email: resetEmail })}
              />
            </Tabs.Content>
            <Tabs.Content value="sign-up" className="focus-visible:outline-none">
              <SignUpForm
                email={email}
                onEmailChange={setEmail}
                onNeedsConfirmation={(credentials) => setView({ kind: 'confirm', ...credentials })}
              />
            </Tabs.Content>
          </Tabs.Root>
        )}
        {view.kind === 'confirm' && (
          <ConfirmSignUpForm
            email={view.email}
            password={view.password}
            onSignedIn={goToProfile}
            onConfirmedSignInFailed={backToSignIn}
            onBack={backToSignIn}
            onResetRequested={(resetEmail) => setView({ kind: 'recovery', email: resetEmail })}
          />
        )}
        {view.kind === 'recovery' && (
          <ResetPasswordForm email={view.email} onSignedIn={goToProfile} onBack={backToSignIn} />
        )}
      </Card>
    </div>
  );
}

function AuthAside() {
  const points = [
    { icon: ShieldCheck, title: 'Verified', text: 'Real profiles only' },
    { icon: MessageCircleHeart, title: 'Safe Chat', text: 'Secure messaging with your matches' },
    { icon: Sparkles, title: 'Smart matching', text: 'People who share your values and culture' },
  ];
  return (
    <div className="hidden lg:block">
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose-500 via-pink-500 to-fuchsia-500 p-10 text-white shadow-2xl shadow-rose-500/30">
        <Heart className="absolute -top-6 -right-6 size-40 rotate-12 fill-white/10 text-white/10" aria-hidden />
        <Heart className="absolute -right-8 -bottom-12 size-32 -rotate-12 fill-white/10 text-white/10" aria-hidden />
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">Kindred</p>
        <h2 className="mt-3 text-4xl leading-tight font-extrabold">Find Your Perfect Match</h2>
        <p className="mt-4 max-w-sm text-white/90">Connect with singles who share your values, culture and dreams.</p>
        <ul className="mt-10 space-y-5">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4">
              <IconTile icon={Icon} size={11} className="shrink-0 rounded-2xl bg-white/15 ring-1 ring-white/25" />
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-white/80">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

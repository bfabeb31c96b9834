import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadMemberRuntime } from '#web/lib/auth.tsx';
import { unsubscribe } from '../api/notification-settings';

/**
 * /unsubscribe?token=…, the link in an away email: works without signing in,
 * because the server checks the token's signature (decision 0024). It needs
 * the runtime config to reach the API, so it loads the member runtime. A
 * visitor's page has no query client, so it keeps its one answer itself.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    let current = true;
    loadMemberRuntime()
      .then(() => unsubscribe(token))
      .then(
        () => current && setOutcome('done'),
        () => current && setOutcome('failed'),
      );
    return () => {
      current = false;
    };
  }, [token]);
  const done = outcome === 'done';
  const message = done ? MESSAGES.notifications.unsubscribed : MESSAGES.notifications.unsubscribeFailed;
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-12 text-center">
      <PageMeta title="Email preferences" description="Stop an email from Kindred." noIndex />
      {outcome === 'pending' ? (
        <Spinner label="Unsubscribing" />
      ) : (
        <>
          <span
            className={`flex size-20 items-center justify-center rounded-3xl ring-1 ${done ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-gray-100 text-gray-600 ring-gray-200'}`}
          >
            {done ? <CircleCheck className="size-10" aria-hidden /> : <CircleX className="size-10" aria-hidden />}
          </span>
          <h1
            className="mt-6 text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl"
            data-testid="unsubscribe-result"
          >
            {message.title}
          </h1>
          <p className="mt-3 text-gray-600">{message.description}</p>
          <Link to={paths.home.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            Back to Home
          </Link>
        </>
      )}
    </div>
  );
}

import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { Button } from '../../components/ui/button';

/**
 * What a route shows when it throws, including a page chunk that no longer
 * exists after a deploy: a reload fetches the new build. Unknown paths never
 * get here: the catch-all route renders the 404 page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 pt-16 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-bold text-gray-900">{MESSAGES.generic.error.title}</h1>
      <p className="text-gray-600">{MESSAGES.generic.error.description}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden /> Reload
      </Button>
    </div>
  );
}

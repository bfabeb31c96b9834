import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/**
 * /subscription-canceled, where Stripe Checkout returns when the member backs out (marketing spec "Screens and
 * routes").
 */
export function SubscriptionCanceledPage() {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-12 text-center">
      <PageMeta title="Checkout canceled" description={MESSAGES.subscription.checkoutCanceled} noIndex />
      <IconTile icon={CircleX} size={20} className="rounded-3xl bg-gray-100 text-gray-600 ring-1 ring-gray-200" />
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">Checkout canceled</h1>
      <p className="mt-3 text-gray-600" data-testid="subscription-result">
        {MESSAGES.subscription.checkoutCanceled}
      </p>
      <Link to={paths.home.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Back to Home
      </Link>
    </div>
  );
}

import { HeartCrack } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/** marketing spec "Screens and routes": any unknown path (served with status 404 where the host allows: 404.html). */
export function NotFoundRoute() {
  return (
    <>
      <PageMeta
        title="Page not found"
        description="The page you are looking for does not exist. Find your way back to Kindred's home page."
        noIndex
        addressless
      />
      <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 text-center">
        <IconTile icon={HeartCrack} size={20} className="rounded-3xl bg-rose-50 text-rose-600" />
        <p className="mt-6 text-6xl font-extrabold text-rose-600">404</p>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">Oops! Page not found</h1>
        <p className="mt-3 text-gray-600">The page you are looking for has moved, or never existed.</p>
        <Link to={paths.home.getHref()} className={buttonClasses({ className: 'mt-8' })}>
          Return to Home
        </Link>
      </div>
    </>
  );
}

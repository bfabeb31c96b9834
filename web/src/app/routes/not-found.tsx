import { HeartCrack } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../paths';

/** marketing spec §2: any unknown path. */
export function NotFoundRoute() {
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <span className="flex size-20 items-center justify-center rounded-3xl bg-rose-50 text-rose-500">
        <HeartCrack className="size-10" aria-hidden />
      </span>
      <p className="mt-6 text-6xl font-extrabold text-rose-500">404</p>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Oops! Page not found</h1>
      <Link to={paths.home.getHref()} className={buttonClasses({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </div>
  );
}

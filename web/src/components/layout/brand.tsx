import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export const BRAND_NAME = 'Kindred';

export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onClick}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-rose-500"
      aria-label={`${BRAND_NAME} home`}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-rose-500 to-pink-500 text-white shadow-md shadow-rose-500/30">
        <Heart className="size-5 fill-current" aria-hidden />
      </span>
      <span className="bg-gradient-to-r from-rose-600 to-pink-600 bg-clip-text text-xl font-extrabold tracking-tight text-transparent">
        {BRAND_NAME}
      </span>
    </Link>
  );
}

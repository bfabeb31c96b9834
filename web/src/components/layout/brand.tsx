import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

export const BRAND_NAME = 'Kindred';

export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onClick}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-rose-500"
      aria-label={`${BRAND_NAME} home`}
    >
      <IconTile
        icon={Heart}
        size={9}
        className="rounded-xl bg-gradient-to-br from-rose-500 to-pink-500 text-white shadow-md shadow-rose-500/30"
        iconClassName="fill-current"
      />
      <span className="bg-gradient-to-r from-rose-600 to-pink-600 bg-clip-text text-xl font-extrabold tracking-tight text-transparent">
        {BRAND_NAME}
      </span>
    </Link>
  );
}

import { Compass } from 'lucide-react';
import { paths } from '#web/config/paths.ts';
import type { EmptyStateAction } from './ui/status-cards';

/** Where an empty list of matches or conversations sends the member: to meet people. */
export const START_DISCOVERING: EmptyStateAction = {
  to: paths.discover.getHref(),
  icon: Compass,
  label: 'Start discovering',
};

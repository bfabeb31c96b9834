/**
 * The card and row menus' Block and Report, with their Radix code loaded after
 * the page's first render (lib/deferred-component.tsx, decision 0038): a deck
 * or a list shows at once with the same '⋯' buttons, and a click before the
 * code is here opens the menu when it arrives.
 */
import { ActionMenuStandIn } from '#web/components/ui/action-menu-trigger.tsx';
import { deferredComponent, type StandInProps } from '#web/lib/deferred-component.tsx';
import type { SafetyMenuProps } from './safety-menu';

function SafetyMenuStandIn({ member, triggerClassName, ...standIn }: SafetyMenuProps & StandInProps) {
  return (
    <ActionMenuStandIn
      label={`More actions for ${member.name}`}
      triggerClassName={triggerClassName}
      prepare={standIn.prepare}
      activate={standIn.activate}
      standInRef={standIn.standInRef}
    />
  );
}

export const SafetyMenu = deferredComponent<SafetyMenuProps>(
  () => import('./safety-menu').then((module) => module.SafetyMenu),
  SafetyMenuStandIn,
);

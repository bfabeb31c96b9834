import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Activation } from '../../lib/deferred-component';
import { ActionMenuIcon, actionMenuTriggerClass } from './action-menu-trigger';

export type ActionMenuProps = Activation & {
  /** Accessible name of the ⋯ button, e.g. 'More actions for Mei Lin'. */
  label: string;
  children: ReactNode;
  /** Classes for the trigger, e.g. a light variant over a photo. */
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** The menu opened or closed (a screen may start loading what an item needs). */
  onOpenChange?: (open: boolean) => void;
};

/**
 * A '⋯' button that opens a menu of actions (Radix DropdownMenu: arrow keys,
 * typeahead, Escape). Items that open a dialog should set state in `onSelect`
 * and render the dialog outside the menu, which closes first.
 */
export function ActionMenu({
  label,
  children,
  triggerClassName,
  align = 'end',
  defaultOpen,
  autoFocus,
  onOpenChange,
}: ActionMenuProps) {
  return (
    // Not modal: a dialog opened from an item takes over focus and pointer capture cleanly.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={actionMenuTriggerClass(triggerClassName)}
        // The real menu takes the place of a look-alike stand-in the member had focused (decision 0038).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus stays where the member put it
        autoFocus={autoFocus}
      >
        <ActionMenuIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-44 rounded-2xl border border-gray-100 bg-white p-1.5 shadow-xl shadow-gray-900/10 focus:outline-none"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function ActionMenuItem({
  onSelect,
  icon,
  children,
  destructive,
}: {
  onSelect: () => void;
  icon?: ReactNode;
  children: ReactNode;
  destructive?: boolean;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={clsx(
        'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm font-medium outline-none select-none',
        destructive
          ? 'text-red-700 data-[highlighted]:bg-red-50'
          : 'text-gray-800 data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-700',
      )}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export function ActionMenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />;
}

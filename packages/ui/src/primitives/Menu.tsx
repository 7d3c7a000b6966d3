import { forwardRef } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import * as css from './overlay.css';

const Content = forwardRef<HTMLDivElement, RadixMenu.DropdownMenuContentProps>(function MenuContent(
  { sideOffset = 8, align = 'end', className, ...rest },
  ref,
) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content ref={ref} sideOffset={sideOffset} align={align} className={className ? `${css.menu} ${className}` : css.menu} {...rest} />
    </RadixMenu.Portal>
  );
});

export type DropdownMenuItemProps = RadixMenu.DropdownMenuItemProps & {
  /** 'danger' colours the highlighted item red (log out). @default 'default' */
  tone?: 'default' | 'danger';
};

const Item = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function MenuItem({ tone = 'default', className, ...rest }, ref) {
  return <RadixMenu.Item ref={ref} data-tone={tone} className={className ? `${css.menuItem} ${className}` : css.menuItem} {...rest} />;
});

function Separator() {
  return <RadixMenu.Separator className={css.menuSeparator} />;
}

const Label = forwardRef<HTMLDivElement, RadixMenu.DropdownMenuLabelProps>(function MenuLabel({ className, ...rest }, ref) {
  return <RadixMenu.Label ref={ref} className={className ? `${css.menuLabel} ${className}` : css.menuLabel} {...rest} />;
});

/** Menu of actions (Radix DropdownMenu: keyboard navigation, typeahead, focus return). */
export const DropdownMenu = { Root: RadixMenu.Root, Trigger: RadixMenu.Trigger, Content, Item, Separator, Label, Group: RadixMenu.Group };

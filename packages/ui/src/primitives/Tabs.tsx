import { createContext, forwardRef, useContext } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import * as css from './Tabs.css';

export const tabsVariants = ['line', 'pill'] as const;
type Variant = (typeof tabsVariants)[number];
const VariantContext = createContext<Variant>('line');

export type TabsListProps = RadixTabs.TabsListProps & {
  /** Underlined tabs or a segmented pill switch. @default 'line' */
  variant?: Variant;
};

const List = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ variant = 'line', className, ...rest }, ref) {
  return (
    <VariantContext.Provider value={variant}>
      <RadixTabs.List ref={ref} className={className ? `${css.list({ variant })} ${className}` : css.list({ variant })} {...rest} />
    </VariantContext.Provider>
  );
});

const Trigger = forwardRef<HTMLButtonElement, RadixTabs.TabsTriggerProps>(function TabsTrigger({ className, ...rest }, ref) {
  const variant = useContext(VariantContext);
  return <RadixTabs.Trigger ref={ref} className={className ? `${css.trigger({ variant })} ${className}` : css.trigger({ variant })} {...rest} />;
});

const Content = forwardRef<HTMLDivElement, RadixTabs.TabsContentProps>(function TabsContent({ className, ...rest }, ref) {
  return <RadixTabs.Content ref={ref} className={className ? `${css.content} ${className}` : css.content} {...rest} />;
});

/** Tabs (Radix): `Tabs.Root value/defaultValue/onValueChange`, `Tabs.List variant`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root: RadixTabs.Root, List, Trigger, Content };

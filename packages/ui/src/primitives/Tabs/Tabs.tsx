import type * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { StyledContent, StyledList, StyledRoot, StyledTrigger } from './Tabs.styles';

/**
 * Controlled (`value`/`onValueChange`) or uncontrolled (`defaultValue`), as Radix names them.
 * Values become element ids (`aria-controls`): use ASCII without spaces, not the Korean label.
 */
export type TabsProps = RadixTabs.TabsProps & ComponentProps<typeof StyledRoot>;
export type TabsListProps = RadixTabs.TabsListProps & ComponentProps<typeof StyledList>;
export type TabsTriggerProps = RadixTabs.TabsTriggerProps & ComponentProps<typeof StyledTrigger>;
export type TabsContentProps = RadixTabs.TabsContentProps & ComponentProps<typeof StyledContent>;

function TabsRoot(props: TabsProps) {
  return <StyledRoot data-qm="tabs" {...props} />;
}

/** The row of triggers. Give it an `aria-label` that says what the tabs choose between. */
export function TabsList(props: TabsListProps) {
  return <StyledList {...props} />;
}

/** A full-width tab; the active one is underlined in the primary colour. */
export function TabsTrigger(props: TabsTriggerProps) {
  return <StyledTrigger {...props} />;
}

export function TabsContent(props: TabsContentProps) {
  return <StyledContent {...props} />;
}

/**
 * The app's underline tabs, on Radix Tabs: arrow keys move between tabs, Home/End jump to the
 * ends. Use as `<Tabs>` with `TabsList`, `TabsTrigger`, `TabsContent`, or as `Tabs.List` etc.
 */
export const Tabs = Object.assign(TabsRoot, {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
});

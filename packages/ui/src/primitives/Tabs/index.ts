export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './Tabs';

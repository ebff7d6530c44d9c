export { Tabs, type TabsRootProps } from './tabs';

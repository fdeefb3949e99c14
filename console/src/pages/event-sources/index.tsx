import type { PageGroup } from '../registry';
import { ScheduledTaskPage } from './ScheduledTaskPage';
import { SchedulerPage } from './SchedulerPage';
import { TriggerPage } from './TriggerPage';
import { TriggersPage } from './TriggersPage';

/**
 * Event sources: scheduled tasks and triggers, on the same components (sources.ts). One group,
 * so that what the two pages share stays inside it.
 */
export const group: PageGroup = {
  nav: [
    { to: '/scheduler', label: 'Scheduler' },
    { to: '/triggers', label: 'Triggers' },
  ],
  routes: [
    { path: 'scheduler', element: <SchedulerPage /> },
    { path: 'scheduler/:id', element: <ScheduledTaskPage /> },
    { path: 'triggers', element: <TriggersPage /> },
    { path: 'triggers/:id', element: <TriggerPage /> },
  ],
};

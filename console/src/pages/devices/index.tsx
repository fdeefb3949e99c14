import type { PageGroup } from '../registry';
import { DevicePage } from './DevicePage';
import { DevicesPage } from './DevicesPage';

export const group: PageGroup = {
  nav: [{ to: '/devices', label: 'Devices' }],
  routes: [
    { path: 'devices', element: <DevicesPage /> },
    { path: 'devices/:id', element: <DevicePage /> },
  ],
};

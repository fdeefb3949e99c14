import type { PageGroup } from '../registry';

export const group: PageGroup = { nav: [], routes: [] };

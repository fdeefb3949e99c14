import type { RouteObject } from 'react-router';

/**
 * What a group of pages adds to the console: its routes (under the signed-in layout) and its
 * entries in the navigation. A new group is a folder under pages/ exporting one of these, and one
 * line in pages/index.ts.
 */
export interface PageGroup {
  nav: { to: string; label: string }[];
  routes: RouteObject[];
}

import type { RouteObject } from 'react-router';
import type { WaitingKind } from '../lib/queries/waiting';

/**
 * What a group of pages adds to the console: its routes (under the signed-in layout) and its
 * entries in the navigation. A new group is a folder under pages/ exporting one of these, and one
 * line in pages/index.ts.
 */
export interface PageGroup {
  /** Its entries in the navigation; `waiting`: the kind of what waits for a person there, counted beside it. */
  nav: { to: string; label: string; waiting?: WaitingKind }[];
  routes: RouteObject[];
}

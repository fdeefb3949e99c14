import { triggers } from '../../lib/queries/event-sources';
import type { SourceKind } from './sources';

/** Triggers as the shared components of event sources take them. */
export const TRIGGERS: SourceKind = { queries: triggers, noun: 'trigger', path: '/triggers', unscheduled: 'Webhook fire' };

import type { PageGroup } from './registry';
import { group as agents } from './agents';
import { group as approvals } from './approvals';
import { group as audit } from './audit';
import { group as budgets } from './budgets';
import { group as chat } from './chat';
import { group as connectedApps } from './connected-apps';
import { group as devices } from './devices';
import { group as eventSources } from './event-sources';
import { group as home } from './home';
import { group as inbox } from './inbox';
import { group as knowledge } from './knowledge';
import { group as marketplace } from './marketplace';
import { group as organization } from './organization';
import { group as publishing } from './publishing';
import { group as requests } from './requests';
import { group as storage } from './storage';
import { group as tokens } from './tokens';
import { group as usage } from './usage';
import { group as workflows } from './workflows';

/** Every group of pages, in the order of the navigation. */
export const PAGE_GROUPS: PageGroup[] = [home, approvals, inbox, chat, agents, workflows, eventSources, publishing, marketplace, requests, storage, knowledge, devices, audit, usage, budgets, organization, connectedApps, tokens];

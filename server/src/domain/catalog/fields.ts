import { z } from 'zod';

/** Any http or https URL; which hosts a live provider may reach is the provider's concern. */
export const ZHttpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(2048);

import { z } from 'zod';

/** Any http or https URL; which hosts a live provider may reach is the provider's concern. */
export const ZHttpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(2048);

/** A phone number in E.164: +, the country code and the number, 15 digits at most (ITU-T E.164). */
export const ZPhoneNumberSchema = z.string().max(16).regex(/^\+[1-9]\d{1,14}$/, 'must be an E.164 phone number such as +14155550123');

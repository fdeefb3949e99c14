import { z } from 'zod';

/**
 * `allowDraft` is the spec's spelling, `allow_draft` this API's: wherever a draft may be allowed
 * (a workflow.run payload, a scheduled task), either is accepted and both mean the same; given
 * both, they must agree.
 */
export const allowDraftFields = (meaning: string) => ({
  allow_draft: z.boolean().optional().meta({ description: `${meaning}. Default false` }),
  allowDraft: z.boolean().optional().meta({ description: 'The same as allow_draft, in the spec’s spelling; given with allow_draft, it must agree' }),
});

type Spellings = { allow_draft?: boolean | undefined; allowDraft?: boolean | undefined };

/** The refinement: both spellings given must agree. */
export function spellingsAgree(input: Spellings, context: z.RefinementCtx): void {
  if (input.allow_draft !== undefined && input.allowDraft !== undefined && input.allow_draft !== input.allowDraft) {
    context.addIssue({ code: 'custom', path: ['allowDraft'], message: `is ${input.allowDraft} but allow_draft is ${input.allow_draft}: give one of them, or the same value` });
  }
}

/** The value given in either spelling; undefined when neither is. */
export const allowDraftOf = (input: Spellings): boolean | undefined => input.allow_draft ?? input.allowDraft;

import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../trpc/errors.js';
import { ZDelegatedTaskHeaderSchema } from './create.types.js';

/** The X-Delegated-Task header of a dispatch or a dry run: the task id, undefined when absent, 400 when malformed. */
export function delegatedTaskOf(headers: IncomingHttpHeaders): string | undefined {
  const task = headers['x-delegated-task'];
  if (task === undefined) return undefined;
  const parsed = ZDelegatedTaskHeaderSchema.safeParse(task);
  if (!parsed.success) throw new ApiError('invalid_request', 'The X-Delegated-Task header must be the id of a delegated task (tsk_…)');
  return parsed.data;
}

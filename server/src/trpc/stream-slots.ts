import type { Config } from '../config.js';
import type { AnyCaller } from '../domain/auth/caller.js';
import { KeyedGate } from '../domain/gate.js';
import { rateLimitKey } from '../domain/rate-limit/limiter.js';
import { ApiError } from './errors.js';

/** When a client refused a stream may try again: a place frees when another of its streams ends. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The event streams open in this server instance, counted per credential and per organization:
 * each holds a connection and reads the database at an interval, so one key opening thousands
 * would slow every organization's requests. In memory, so each instance counts its own (a
 * deployment of N instances allows N times as many); a client's streams to one instance are what
 * load that instance.
 */
export class StreamSlots {
  private readonly perCredential: KeyedGate;
  private readonly perOrg: KeyedGate;

  constructor(config: Pick<Config, 'PROCTOR_STREAM_MAX_PER_CREDENTIAL' | 'PROCTOR_STREAM_MAX_PER_ORG'>) {
    this.perCredential = new KeyedGate(config.PROCTOR_STREAM_MAX_PER_CREDENTIAL, 0);
    this.perOrg = new KeyedGate(config.PROCTOR_STREAM_MAX_PER_ORG, 0);
  }

  /**
   * Takes a place for the caller's stream, given back when `end` aborts (the stream over, however
   * it ended) or by the function returned (the procedure failed before streaming); 429 with
   * Retry-After when the credential or its organization has all of its places taken.
   */
  take(caller: AnyCaller, end: AbortSignal): () => void {
    const leaveCredential = this.perCredential.tryEnter(rateLimitKey(caller));
    if (!leaveCredential) throw refuse('This credential', this.perCredential.limit);
    const leaveOrg = this.perOrg.tryEnter(caller.orgId);
    if (!leaveOrg) {
      leaveCredential();
      throw refuse("This credential's organization", this.perOrg.limit);
    }
    const leave = () => {
      leaveCredential();
      leaveOrg();
    };
    if (end.aborted) leave();
    else end.addEventListener('abort', leave, { once: true });
    return leave;
  }
}

function refuse(who: string, limit: number): ApiError {
  return new ApiError('rate_limited', `${who} has ${limit} event streams open, the most at once; close one, or retry in ${RETRY_AFTER_SECONDS} s`, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
}

import { describe, expect, it } from 'vitest';
import { checkSchedule, dueTimes, MAX_MISSED_RECORDED, nextFire } from '../../src/domain/event-sources/cron.js';
import { DomainError } from '../../src/domain/errors.js';

const NOW = new Date('2026-01-15T12:00:00Z');

/** The error checkSchedule throws, or null. */
function refusal(cronExpr: string, timezone: string): DomainError | null {
  try {
    checkSchedule({ cronExpr, timezone }, NOW);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe('cron schedules', () => {
  it('fire a 02:30 local task at 03:00 on the spring-forward day, at 02:30 the days around it', () => {
    const schedule = { cronExpr: '30 2 * * *', timezone: 'America/New_York' };
    // 2026-03-08: New York's clocks go from 02:00 EST to 03:00 EDT; 02:30 does not exist.
    const spring = nextFire(schedule, new Date('2026-03-07T12:00:00Z'))!;
    expect(spring.toISOString()).toBe('2026-03-08T07:00:00.000Z'); // 03:00 EDT
    expect(nextFire(schedule, spring)!.toISOString()).toBe('2026-03-09T06:30:00.000Z'); // 02:30 EDT
    expect(nextFire(schedule, new Date('2026-03-06T12:00:00Z'))!.toISOString()).toBe('2026-03-07T07:30:00.000Z'); // 02:30 EST
  });

  it('fire a 01:30 local task once in the repeated hour of autumn', () => {
    const schedule = { cronExpr: '30 1 * * *', timezone: 'America/New_York' };
    // 2026-11-01: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30Z and again at 06:30Z.
    const first = nextFire(schedule, new Date('2026-10-31T12:00:00Z'))!;
    expect(first.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(nextFire(schedule, first)!.toISOString()).toBe('2026-11-02T06:30:00.000Z');
    const times = dueTimes(schedule, first, new Date('2026-11-02T00:00:00Z'));
    expect(times.fire).toEqual(first);
    expect(times.missed).toEqual([]);
  });

  it('refuse a schedule that never fires, an unknown zone and a malformed expression with 400 naming the field', () => {
    const never = refusal('0 0 31 2 *', 'UTC');
    expect(never?.code).toBe('invalid_request');
    expect(never?.details).toEqual([{ path: 'cron_expr', message: '"0 0 31 2 *" never fires (no date matches it)' }]);
    expect(refusal('0 9 * * *', 'Mars/Olympus_Mons')?.details?.[0]?.path).toBe('timezone');
    expect(refusal('* * * * * *', 'UTC')?.details?.[0]).toMatchObject({ path: 'cron_expr', message: expect.stringContaining('five-field') });
    expect(refusal('61 * * * *', 'UTC')?.details?.[0]?.path).toBe('cron_expr');
    expect(refusal('*/5 * * * *', 'Europe/Berlin')).toBeNull();
  });

  it('fire the latest of the times passed and count the older ones missed, keeping the most recent', () => {
    const schedule = { cronExpr: '* * * * *', timezone: 'UTC' };
    const from = new Date('2026-01-15T12:00:00Z');
    const three = dueTimes(schedule, from, new Date('2026-01-15T12:02:30Z'));
    expect(three.fire?.toISOString()).toBe('2026-01-15T12:02:00.000Z');
    expect(three.missed.map((time) => time.toISOString())).toEqual(['2026-01-15T12:00:00.000Z', '2026-01-15T12:01:00.000Z']);
    expect(three.next?.toISOString()).toBe('2026-01-15T12:03:00.000Z');
    expect(three.more).toBe(false);
    const week = dueTimes(schedule, from, new Date('2026-01-22T12:00:00Z'));
    expect(week.fire?.toISOString()).toBe('2026-01-22T12:00:00.000Z');
    expect(week.missed).toHaveLength(MAX_MISSED_RECORDED);
    expect(week.missed.at(-1)?.toISOString()).toBe('2026-01-22T11:59:00.000Z');
    expect(week.missed[0]?.toISOString()).toBe('2026-01-22T10:20:00.000Z');
    expect(week.more).toBe(true);
    expect(dueTimes(schedule, from, new Date('2026-01-15T11:59:59Z'))).toEqual({ fire: null, missed: [], more: false, next: from });
  });
});

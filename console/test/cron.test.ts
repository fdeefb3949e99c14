import { describe, expect, it } from 'vitest';
import { describeCron } from '../src/lib/cron';

describe('a cron expression in words, the hint beside the schedule field', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['5 * * * *', 'At minute 5 of every hour'],
    ['0 9 * * 1-5', 'At 09:00, Monday through Friday'],
    ['30 2 * * *', 'At 02:30, every day'],
    ['0 8,17 * * 1,3,5', 'At 08:00 and 17:00, Monday, Wednesday and Friday'],
    ['0 0 1 * *', 'At 00:00, on day 1 of the month'],
    ['0 0 31 2 *', 'At 00:00, on day 31 of the month, in February'],
    ['0 */2 * * *', 'At minute 0, every 2 hours'],
    ['*/10 9-17 * * 0', 'Every 10 minutes, hours 9 through 17, Sunday'],
  ])('%s: %s', (expression, words) => {
    expect(describeCron(expression)).toBe(words);
  });

  it('says what a schedule is made of when it has not five fields', () => {
    for (const expression of ['', '* * * *', '0 0 * * * *']) expect(describeCron(expression)).toMatch(/^Five fields/);
  });
});

import { describe, expect, it } from 'vitest';
import { centsToInput, dollars, parseDollars, relative } from '../src/lib/format';

describe('money: cents on the wire, dollars to people', () => {
  it('shows cents as dollars', () => {
    expect(dollars(1234)).toBe('$12.34');
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(-250)).toBe('-$2.50');
    expect(dollars(123456789)).toBe('$1,234,567.89');
  });

  it('reads what a person types as whole cents', () => {
    expect(parseDollars('12')).toEqual({ cents: 1200 });
    expect(parseDollars(' $12.5 ')).toEqual({ cents: 1250 });
    expect(parseDollars('1,200.05')).toEqual({ cents: 120005 });
    expect(parseDollars('0.07')).toEqual({ cents: 7 });
  });

  it('refuses what is not an amount rather than guessing', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(parseDollars(text)).toHaveProperty('error');
  });

  it('writes cents back into a dollars field', () => {
    expect(centsToInput(1250)).toBe('12.50');
    expect(parseDollars(centsToInput(99))).toEqual({ cents: 99 });
  });
});

describe('relative times', () => {
  it('says how far a time is from now, in the largest whole unit', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(relative('2026-11-23T12:05:00Z', now)).toBe('in 5 minutes');
    expect(relative('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(relative('2026-11-23T12:00:00Z', now)).toBe('now');
  });

  it('reads a past time the browser\'s clock puts ahead, by the skew with the server\'s, as "just now"', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    // The server stamped it; the browser's clock is 2 minutes behind.
    expect(relative('2026-11-23T12:02:00Z', now, { past: true })).toBe('just now');
    expect(relative('2026-11-23T12:00:03Z', now, { past: true })).toBe('just now');
    expect(relative('2026-11-23T11:59:30Z', now, { past: true })).toBe('just now');
    expect(relative('2026-11-23T11:58:00Z', now, { past: true })).toBe('2 minutes ago');
    expect(relative('2026-11-23T09:00:00Z', now, { past: true })).toBe('3 hours ago');
    // A time that is due (an expiry, a reset) still reads as ahead.
    expect(relative('2026-11-23T12:02:00Z', now)).toBe('in 2 minutes');
  });
});

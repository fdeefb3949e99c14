import type { ReactNode } from 'react';
import { dollars } from '../lib/format';
import './meter.css';

export interface MeterValue {
  used: number;
  limit: number;
  unit: 'requests' | 'cents';
}

/** "2 of 50 requests" or "$0.02 of $1.00": what is used of a limit, in its unit. */
export function usedText({ used, limit, unit }: MeterValue): string {
  return unit === 'cents' ? `${dollars(used)} of ${dollars(limit)}` : `${used} of ${limit} ${limit === 1 ? 'request' : 'requests'}`;
}

/** The share of a limit used, 0 to 1; a limit of 0 is used up. */
export const usedShare = ({ used, limit }: Pick<MeterValue, 'used' | 'limit'>) => (limit <= 0 ? 1 : Math.min(1, used / limit));

/** How close a limit is, by share used: a colour and a word, so that colour is never the only carrier. */
function level(share: number): 'ok' | 'near' | 'full' {
  if (share >= 1) return 'full';
  return share >= 0.8 ? 'near' : 'ok';
}

/**
 * A limit with its consumption: a bar and its text ("2 of 50 requests today"), announced as a
 * meter. `period` is said after the amounts ("today", "this month", "in all").
 */
export function Meter({
  label,
  value,
  period,
  detail,
  labelHidden = false,
}: {
  label: string;
  value: MeterValue;
  period?: string;
  detail?: ReactNode;
  /** Say the label to screen readers only, where the row or column around the meter already shows it. */
  labelHidden?: boolean;
}) {
  const share = usedShare(value);
  const state = level(share);
  const text = `${usedText(value)}${period ? ` ${period}` : ''}`;
  return (
    <div className={`meter meter-${state}`}>
      <div className="meter-head">
        <span className={labelHidden ? 'visually-hidden' : 'meter-label'}>{label}</span>
        <span className="meter-text">
          {text}
          {state === 'full' ? ' · reached' : state === 'near' ? ' · nearly reached' : ''}
        </span>
      </div>
      <div
        className="meter-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={value.limit}
        aria-valuenow={Math.min(value.used, value.limit)}
        aria-valuetext={text}
      >
        <div className="meter-fill" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      {detail && <div className="meter-detail hint">{detail}</div>}
    </div>
  );
}

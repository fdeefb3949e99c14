import * as Tooltip from '@radix-ui/react-tooltip';
import { useRef, useState } from 'react';
import type { CatalogOperation } from '@proctor/sdk';
import { priceFormula, shortPrice } from './queries';
import './PriceTip.css';

/**
 * An operation's short price, with how it is computed in a tooltip: shown on hover, and on focus
 * for the keyboard (Escape hides it), the formula read to screen readers as the button's description.
 */
export function PriceTip({ operation }: { operation: CatalogOperation }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);
  // Radix closes a tooltip when the page scrolls, and focusing the button on a small screen scrolls
  // it into view: without this the tooltip would close the moment the keyboard reached it. While
  // the button has focus only Escape closes it.
  const change = (next: boolean) => {
    if (!next && !escaped.current && document.activeElement === trigger.current) return;
    escaped.current = false;
    setOpen(next);
  };
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={change}>
        <Tooltip.Trigger asChild>
          <button ref={trigger} type="button" className="price-tip">
            Price: {shortPrice(operation)}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            className="price-tooltip"
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            onEscapeKeyDown={() => {
              escaped.current = true;
            }}
          >
            {priceFormula(operation)}
            <Tooltip.Arrow className="price-tooltip-arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

import { type WineBadge, wineBadgeDisplay } from '@wine/contracts/wine-badge';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './badges.module.css';
import { tooltipShift } from './tooltip-shift.ts';

/**
 * A badge with its tooltip. Hover, keyboard focus and a tap all show it; Escape, moving away
 * or tapping elsewhere hide it (WCAG 1.4.13: dismissible, hoverable, persistent). A tap only
 * ever opens: it also fires focus and a mouse enter, so a toggle would close what they opened.
 */
export function BadgeChip({ badge }: { badge: WineBadge }) {
  const { text, tooltip } = wineBadgeDisplay[badge];
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const tip = useRef<HTMLSpanElement>(null);

  // Measured once shown: a chip near the right edge of a phone would push its tooltip off screen.
  useLayoutEffect(() => {
    const element = tip.current;
    if (!open || !element) return;
    element.style.translate = '';
    const { left, width } = element.getBoundingClientRect();
    const shift = tooltipShift(left, width, document.documentElement.clientWidth);
    if (shift !== 0) element.style.translate = `${shift}px 0`;
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover on the wrapper keeps the tooltip open while the pointer moves onto it (WCAG 1.4.13); the button is the control.
    <span className={styles.anchor} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={`${styles.chip} ${styles.interactive}`}
        data-badge={badge}
        aria-describedby={tooltipId}
        onClick={() => {
          setOpen(true);
          // A tap may open it below the fold; only a deliberate press scrolls, never a hover.
          requestAnimationFrame(() => tip.current?.scrollIntoView({ block: 'nearest' }));
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {text}
        <svg className={styles.info} viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 7v4.5M8 4.6v.1" />
        </svg>
      </button>
      <span ref={tip} id={tooltipId} role="tooltip" className={styles.tooltip} hidden={!open}>
        {tooltip}
      </span>
    </span>
  );
}

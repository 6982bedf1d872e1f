/** Sonner's rich colours are a little light for WCAG AA: darker text on the same tints. */
export const TOAST_COLOURS = {
  '--success-text': '#14532d',
  '--error-text': '#7f1d1d',
  '--info-text': '#1e3a8a',
  '--warning-text': '#713f12',
} as React.CSSProperties;

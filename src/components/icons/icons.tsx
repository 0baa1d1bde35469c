// The app's own line icons, where antd-mobile-icons has none that fits. Drawn on the package's
// 48-unit grid with its 3-unit stroke and round ends, in the text colour (currentColor) and sized by
// the font (1em), so they sit beside the package's icons. Decorative unless given a name: a button
// that shows only an icon carries its own aria-label.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

const line = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 48 48',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
  'aria-hidden': true,
} as const;

const solid = { ...line, fill: 'currentColor', stroke: 'none' } as const;

/** Merges the caller's props; keeps antd-mobile-icons' baseline nudge so it aligns in text. */
const props = (base: typeof line | typeof solid, { style, ...rest }: IconProps) => ({
  ...base,
  ...rest,
  style: { verticalAlign: '-0.125em', ...style },
});

/** Two opposite arrows: swap the two sides, transfer between accounts. */
export const SwapIcon = (p: IconProps) => (
  <svg {...props(line, p)}>
    <path d="M8 17h31M32 10l7 7-7 7M40 31H9M16 24l-7 7 7 7" />
  </svg>
);

/** A percent sign: interest-bearing products (finance). */
export const PercentIcon = (p: IconProps) => (
  <svg {...props(line, p)}>
    <path d="M37 11 11 37" />
    <circle cx="14" cy="14" r="5" />
    <circle cx="34" cy="34" r="5" />
  </svg>
);

/** A four-pointed spark: new coin offerings (publication). */
export const SparkleIcon = (p: IconProps) => (
  <svg {...props(line, p)}>
    <path d="M24 5c1.6 9.4 9.6 17.4 19 19-9.4 1.6-17.4 9.6-19 19-1.6-9.4-9.6-17.4-19-19C14.4 22.4 22.4 14.4 24 5Z" />
  </svg>
);

/** A pickaxe: mining. */
export const PickaxeIcon = (p: IconProps) => (
  <svg {...props(line, p)}>
    <path d="M7 41 27 21" />
    <path d="M11 12Q36 2 36 37Q30 18 11 12Z" />
  </svg>
);

/** Two candlesticks: leveraged trading. */
export const CandlesIcon = (p: IconProps) => (
  <svg {...props(line, p)}>
    <path d="M16 7v8M16 33v8M32 6v6M32 28v8" />
    <rect x="11" y="15" width="10" height="18" rx="2" />
    <rect x="27" y="12" width="10" height="16" rx="2" />
  </svg>
);

/** A filled upward triangle: a rise, in the rise colour. */
export const CaretUpIcon = (p: IconProps) => (
  <svg {...props(solid, p)}>
    <path d="M24 11 41 35H7Z" />
  </svg>
);

/** A filled downward triangle: a fall, in the fall colour. */
export const CaretDownIcon = (p: IconProps) => (
  <svg {...props(solid, p)}>
    <path d="M24 37 41 13H7Z" />
  </svg>
);

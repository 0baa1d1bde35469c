import { useState, type CSSProperties } from 'react';
import { BUNDLED_ICONS } from './bundled';
import { monogramLetter, monogramTone } from './monogram';
import { useIconOverride } from './useIconOverride';
import styles from './CoinIcon.module.css';

export interface CoinIconProps {
  /** The coin's symbol (BTC). */
  symbol: string;
  /** Width and height in CSS pixels. */
  size?: number;
  /** The coin's name, read out where nothing beside the icon names the coin. Leave it out where
   * the symbol or name is written next to it: the icon is then decorative. */
  label?: string;
  /** An icon address the caller already holds (a balance's `icon_url`); the catalog's otherwise. */
  iconUrl?: string | null;
  className?: string;
}

/**
 * A coin's icon: the operator's upload where there is one, else the icon the app ships for the
 * coin, else a monogram badge in a theme colour. Loaded lazily (a long list fetches what it shows).
 */
export function CoinIcon({ symbol, size = 24, label, iconUrl, className }: CoinIconProps) {
  const override = useIconOverride(symbol);
  const src = iconUrl ?? override ?? BUNDLED_ICONS[symbol.toUpperCase()] ?? null;
  // A picture that fails to load (removed upload, offline) gives way to the monogram.
  const [failed, setFailed] = useState<string | null>(null);
  const box: CSSProperties = { width: size, height: size };
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

  if (src && failed !== src) {
    return (
      <img
        className={classes(styles.icon, className)}
        src={src}
        width={size}
        height={size}
        style={box}
        alt={label ?? ''}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    );
  }
  const tone = styles[`tone${monogramTone(symbol)}`];
  return (
    <span
      className={classes(styles.icon, styles.monogram, tone, className)}
      style={{ ...box, fontSize: Math.round(size * 0.5) }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {monogramLetter(symbol)}
    </span>
  );
}

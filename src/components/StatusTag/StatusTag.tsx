import type { CSSProperties } from 'react';
import Tag from 'antd-mobile/es/components/tag';

/** The colours a status can take: a success, a wait, a failure, an active or a neutral state. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'primary' | 'default';

// Text on a solid fill: the dark theme's green, red, amber and grey are bright, so antd's white
// on them is below AA; these inks are dark there and white on the light theme's deep fills.
const SOLID_TEXT: Record<StatusTone, string> = {
  success: 'var(--app-on-rise-fall)',
  danger: 'var(--app-on-rise-fall)',
  warning: 'var(--app-on-warning)',
  primary: 'var(--app-on-accent)',
  default: 'var(--app-surface)',
};
// Outlined, the text is the tone itself; the accent fill is too dim for text on dark surfaces.
const OUTLINE_TEXT: Partial<Record<StatusTone, string>> = { primary: 'var(--app-accent-ink)' };

export interface StatusTagProps<S extends string> {
  /** The status value, one of an API enum (e.g. KycStatus). */
  status: S;
  /** The tone of every status value. */
  tones: Record<S, StatusTone>;
  /** The localized label of every status value (the caller translates). */
  labels: Record<S, string>;
  /** Solid fill for strong emphasis; a light outline by default. */
  solid?: boolean;
}

export function StatusTag<S extends string>({
  status,
  tones,
  labels,
  solid = false,
}: StatusTagProps<S>) {
  const tone = tones[status] ?? 'default';
  const text = solid ? SOLID_TEXT[tone] : OUTLINE_TEXT[tone];
  return (
    <Tag
      color={tone}
      fill={solid ? 'solid' : 'outline'}
      round
      data-status={status}
      style={
        {
          '--border-radius': '4px',
          padding: '2px 8px',
          fontSize: 12,
          ...(text && { '--text-color': text }), // antd's own otherwise
        } as CSSProperties
      }
    >
      {labels[status] ?? status}
    </Tag>
  );
}

export default StatusTag;

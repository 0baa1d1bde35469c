import type { CSSProperties } from 'react';
import Tag from 'antd-mobile/es/components/tag';

/** The colours a status can take: a success, a wait, a failure, an active or a neutral state. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'primary' | 'default';

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
  return (
    <Tag
      color={tone}
      fill={solid ? 'solid' : 'outline'}
      round
      data-status={status}
      style={{ '--border-radius': '4px', padding: '2px 8px', fontSize: 12 } as CSSProperties}
    >
      {labels[status] ?? status}
    </Tag>
  );
}

export default StatusTag;

import type { TFunction } from 'i18next';
import type { Period } from '../../../api/generated/model';

export const PERIODS: readonly Period[] = [
  'timeshare',
  '1min',
  '5min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
];

export function periodLabels(t: TFunction<'market'>): Record<Period, string> {
  return {
    timeshare: t('market:period.timeshare'),
    '1min': t('market:period.1min'),
    '5min': t('market:period.5min'),
    '30min': t('market:period.30min'),
    '60min': t('market:period.60min'),
    '1day': t('market:period.1day'),
    '1week': t('market:period.1week'),
    '1mon': t('market:period.1mon'),
  };
}

export const isDaily = (p: Period) => p === '1day' || p === '1week' || p === '1mon';

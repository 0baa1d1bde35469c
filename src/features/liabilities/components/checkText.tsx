import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Check } from '../verify/verification';
import { CheckLines } from './CheckLines';
import { FAILURE_TEXT } from './failureText';

/** The title and the hashes of one check, by its kind. */
export function checkText(t: TFunction, check: Check): { title: string; details: ReactNode } {
  const computed = t('liabilities:check.computed');
  const inProof = t('liabilities:check.inProof');
  switch (check.kind) {
    case 'commitment':
    case 'leaf':
      return {
        title: t(
          check.kind === 'commitment' ? 'liabilities:check.commitment' : 'liabilities:check.leaf',
        ),
        details: <CheckLines lines={[[computed, check.hash]]} />,
      };
    case 'level':
      return {
        title: t(
          check.side === 'left' ? 'liabilities:check.levelLeft' : 'liabilities:check.levelRight',
          { level: check.level },
        ),
        details: (
          <CheckLines
            lines={[
              [t('liabilities:check.sibling'), check.sibling],
              [computed, check.hash],
            ]}
          />
        ),
      };
    case 'root':
      return {
        title: t(check.passed ? 'liabilities:check.rootMatches' : 'liabilities:check.rootDiffers'),
        details: (
          <CheckLines
            lines={[
              [computed, check.hash],
              [inProof, check.expected],
            ]}
          />
        ),
      };
    case 'stopped':
      // i18n-dynamic: FAILURE_TEXT in ./failureText.ts
      return { title: t('liabilities:check.stopped'), details: t(FAILURE_TEXT[check.failure]) };
    case 'published':
      return {
        title: t(
          check.passed
            ? 'liabilities:check.publishedMatches'
            : 'liabilities:check.publishedDiffers',
        ),
        details: (
          <CheckLines
            lines={[
              [inProof, check.hash],
              [
                t('liabilities:check.publishedRoot'),
                check.published ?? t('liabilities:check.notListed'),
              ],
            ]}
          />
        ),
      };
  }
}

import type { ReactNode } from 'react';
import type { Scheme } from './tokens.ts';
import { ScopeContext } from './scope.ts';

/** Draws its children in one scheme whatever the theme (the leverage page is always dark). */
export function ThemeScope({
  scheme,
  className,
  children,
}: {
  scheme: Extract<Scheme, 'dark'>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ScopeContext.Provider value={scheme}>
      <div data-theme-scope={scheme} className={className}>
        {children}
      </div>
    </ScopeContext.Provider>
  );
}

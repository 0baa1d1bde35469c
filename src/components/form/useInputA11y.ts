import { useEffect, useRef } from 'react';
import type { InputRef } from 'antd-mobile/es/components/input';

/**
 * antd-mobile's Input puts aria-* props on its wrapper, not on the <input>. Screen readers need
 * aria-invalid and aria-describedby on the <input> itself, so set them there.
 */
export function useInputA11y(invalid: boolean, errorId: string) {
  const ref = useRef<InputRef>(null);
  useEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-invalid', String(invalid));
    if (invalid) input.setAttribute('aria-describedby', errorId);
    else input.removeAttribute('aria-describedby');
  }, [invalid, errorId]);
  return ref;
}

import { lazy, Suspense, useState } from 'react';
import type { AreaCodePickerProps } from './AreaCodePicker';

// The calling-code sheet (Popup, search bar, their gesture code) is fetched the first time it
// opens, not with the form: most visits never open it.
const Picker = lazy(() => import('./AreaCodePicker').then((m) => ({ default: m.AreaCodePicker })));

/** AreaCodePicker, loaded on first open; until then (closed) it renders nothing, as before. */
export function AreaCodePicker(props: AreaCodePickerProps) {
  const [wanted, setWanted] = useState(props.visible);
  if (props.visible && !wanted) setWanted(true);
  if (!wanted && !props.visible) return null;
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}

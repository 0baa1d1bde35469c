// antd-mobile animates sheets, dialogs and toasts with react-spring, in JavaScript, where the
// page's reduced-motion style rule does not reach: follow the system setting there too. Imported
// (for its effect) by every module that opens such an overlay; the first one sets it for all.
import { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';

const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
// Only ever reduces at start: motion may already be off for other reasons (Storybook turns it off
// for stable screenshots), and a later change of the setting is followed both ways.
if (query?.matches) reduceMotion();
query?.addEventListener('change', () => (query.matches ? reduceMotion() : restoreMotion()));

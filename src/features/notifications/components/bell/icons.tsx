// The bell (reduced outline, see ../outline): on Home's first load, apart from the inbox's icons.
import { outline } from '../outline';

/** BellOutline: the inbox, on Home and Assets. */
export const BellIcon = outline(
  'M7 38a3.5 3.5 0 0 1-3-3.5v-1.84c0-1.06.42-2.08 1.17-2.83L7 28v-7a17 17 0 0 1 34 0v7l1.83 1.83A4 4 0 0 1 44 32.66v1.84a3.5 3.5 0 0 1-3 3.46V38H30.93a7 7 0 0 1-13.86 0Zm20.87 0h-7.74a4 4 0 0 0 7.74 0ZM24 7a14 14 0 0 0-14 14v8.08a.4.4 0 0 1-.12.28l-2.59 2.59a1 1 0 0 0-.29.7v1.85c0 .28.22.5.5.5h33c.28 0 .5-.22.5-.5v-1.84a1 1 0 0 0-.29-.7l-2.59-2.6a.4.4 0 0 1-.12-.28V21A14 14 0 0 0 24 7Z',
);

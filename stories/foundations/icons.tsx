// The icons the app draws, all from antd-mobile-icons (tests/unit/theme/icons.test.ts fails when
// src/ imports one that is not listed here). They take the text colour (currentColor) and the
// font size, so they follow the theme; an icon-only button carries an accessible name.
import {
  AppOutline,
  BillOutline,
  CheckOutline,
  ClockCircleOutline,
  CloseOutline,
  HistogramOutline,
  LeftOutline,
  PieOutline,
  RightOutline,
} from 'antd-mobile-icons';
import styles from './foundations.module.css';

export const ICONS = {
  AppOutline: { icon: AppOutline, use: 'Tab bar: Home' },
  HistogramOutline: { icon: HistogramOutline, use: 'Tab bar: Market' },
  ClockCircleOutline: { icon: ClockCircleOutline, use: 'Tab bar: Option' },
  PieOutline: { icon: PieOutline, use: 'Tab bar: Trust' },
  BillOutline: { icon: BillOutline, use: 'Tab bar: Assets' },
  LeftOutline: { icon: LeftOutline, use: 'Nav bar: Back' },
  RightOutline: { icon: RightOutline, use: 'List rows: opens a page' },
  CloseOutline: { icon: CloseOutline, use: 'Sheets: Close' },
  CheckOutline: { icon: CheckOutline, use: 'Choice lists: the chosen one' },
} as const;

export function IconGallery() {
  return (
    <table className={styles.table}>
      <tbody>
        {Object.entries(ICONS).map(([name, { icon: Icon, use }]) => (
          <tr key={name}>
            <td className={styles.icon}>
              <Icon aria-hidden />
            </td>
            <td>
              <code>{name}</code>
            </td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

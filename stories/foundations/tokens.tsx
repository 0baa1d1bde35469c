// The foundations pages' tables, drawn from the token module (src/components/theme) and the
// formatting helpers (src/lib/decimal): what these pages show is what the app uses.
import { AmountText } from '../../src/components/AmountText/AmountText';
import { contrast } from '../../src/components/theme/contrast';
import {
  fonts,
  motion,
  palettes,
  radii,
  space,
  type Palette,
} from '../../src/components/theme/tokens';
import { formatAmount, groupThousands, truncateDecimal } from '../../src/lib/decimal';
import styles from './foundations.module.css';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const opaque = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** The contrast of a colour on a theme's surface, when both are opaque. */
function ratioOn(value: string, surface: string) {
  return opaque(value) ? `${contrast(value, surface).toFixed(2)}:1` : '—';
}

/** Every colour token, light and dark side by side, with its contrast on that theme's surface. */
export function ColourTokens() {
  const names = Object.keys(palettes.light) as (keyof Palette)[];
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Token</th>
          <th>Light</th>
          <th>on surface</th>
          <th>Dark</th>
          <th>on surface</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td>
              <code>--app-{kebab(name)}</code>
            </td>
            {(['light', 'dark'] as const).flatMap((scheme) => {
              const value = palettes[scheme][name];
              return [
                <td key={scheme}>
                  <span className={styles.swatch} style={{ background: value }} />
                  <code>{value}</code>
                </td>,
                <td key={`${scheme}-ratio`}>{ratioOn(value, palettes[scheme].surface)}</td>,
              ];
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Rise and fall in both conventions and both themes. */
export function RiseFall() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Convention</th>
          <th>Light</th>
          <th>Dark</th>
        </tr>
      </thead>
      <tbody>
        {(['green-up', 'red-up'] as const).map((rise) => (
          <tr key={rise}>
            <td>{rise === 'green-up' ? 'Green up, red down (default)' : 'Red up, green down'}</td>
            {(['light', 'dark'] as const).map((scheme) => {
              const p = palettes[scheme];
              const [up, down] = rise === 'green-up' ? [p.green, p.red] : [p.red, p.green];
              return (
                <td key={scheme} className={styles.sample} style={{ background: p.surface }}>
                  <span style={{ color: up }}>+2.35%</span>{' '}
                  <span style={{ color: down }}>-1.20%</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SAMPLES = {
  en: 'Buy BTC with USDT 0123456789',
  zh: '用 USDT 购买 BTC，秒到账',
  jp: 'USDTでBTCを購入',
  kr: 'USDT로 BTC 구매',
  th: 'ซื้อ BTC ด้วย USDT',
};
const SIZES = [10, 12, 13, 14, 15, 17, 20, 24];

/** The two font stacks, a line of each script in each, and the type sizes in use. */
export function Typography() {
  return (
    <>
      <table className={styles.table}>
        <tbody>
          {(Object.keys(fonts) as (keyof typeof fonts)[]).map((name) => (
            <tr key={name}>
              <td>
                <code>--app-font-{name}</code>
              </td>
              <td>
                <code>{fonts[name]}</code>
                {Object.entries(SAMPLES).map(([lang, text]) => (
                  <p key={lang} lang={lang} style={{ fontFamily: fonts[name], margin: '4px 0' }}>
                    {text}
                  </p>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {SIZES.map((size) => (
        <p key={size} style={{ fontSize: size, margin: '4px 0' }}>
          {size}px: {SAMPLES.en}
        </p>
      ))}
    </>
  );
}

/** Spacing steps and corner radii. */
export function SpacingAndRadii() {
  return (
    <table className={styles.table}>
      <tbody>
        {Object.entries(space).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>--app-space-{name}</code>
            </td>
            <td>{value}</td>
            <td>
              <span className={styles.bar} style={{ width: value }} />
            </td>
          </tr>
        ))}
        {Object.entries(radii).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>--adm-radius-{name}</code>
            </td>
            <td>{value}</td>
            <td>
              <span className={styles.corner} style={{ borderRadius: value }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Durations and easing; everything stops moving under prefers-reduced-motion. */
export function Motion() {
  return (
    <table className={styles.table}>
      <tbody>
        {Object.entries(motion).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>--app-motion-{kebab(name)}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const MONEY: { value: string; decimals: number; group?: boolean; note: string }[] = [
  { value: '0.129', decimals: 2, note: 'cut, never rounded up: the user can withdraw it' },
  { value: '12345.678999', decimals: 2, group: true, note: 'grouped thousands' },
  { value: '-0.004', decimals: 2, note: 'a negative that cuts to zero shows 0.00, never -0.00' },
  { value: '1e-7', decimals: 8, note: 'no exponent on screen' },
  { value: '100', decimals: 8, note: 'padded to the currency’s decimals' },
  { value: 'abc', decimals: 2, note: 'bad input shows a placeholder' },
];

/** How amounts, prices and percentages are shown: the real helpers on sample values. */
export function MoneyFormatting() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>API value</th>
          <th>Decimals</th>
          <th>truncateDecimal</th>
          <th>formatAmount</th>
          <th>AmountText</th>
          <th>Why</th>
        </tr>
      </thead>
      <tbody>
        {MONEY.map(({ value, decimals, group = false, note }) => (
          <tr key={`${value}-${decimals}`}>
            <td>
              <code>{value}</code>
            </td>
            <td>{decimals}</td>
            <td>
              <code>{truncateDecimal(value, decimals) || '(empty)'}</code>
            </td>
            <td>
              <code>{formatAmount(value, decimals, group) || '(empty)'}</code>
            </td>
            <td>
              <AmountText value={value} decimals={decimals} group={group} />
            </td>
            <td>{note}</td>
          </tr>
        ))}
        <tr>
          <td>
            <code>2.3456</code> (a change)
          </td>
          <td>2</td>
          <td colSpan={2}>
            <code>{groupThousands(truncateDecimal('2.3456', 2))}</code>
          </td>
          <td>
            <AmountText value="2.3456" decimals={2} colorBySign showPlus unit="%" />{' '}
            <AmountText value="-1.2" decimals={2} colorBySign unit="%" />
          </td>
          <td>sign and rise/fall colour (follows the user’s rise colour choice)</td>
        </tr>
      </tbody>
    </table>
  );
}

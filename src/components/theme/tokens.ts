// The design tokens: the one place where the app's colours and fonts live (issue 16). Components
// use them as CSS variables (`var(--app-text)`, built by ./css.ts into a style sheet) or, where CSS
// cannot reach (canvas, echarts), through useThemeColors(). A unit test fails on a colour literal
// anywhere else in src/ (tests/unit/theme/no-colour-literals.test.ts).

/** Every colour of one theme. Names say what a colour is for, not what it looks like. */
export interface Palette {
  /** Page background, behind cards. */
  bg: string;
  /** Cards, sheets, inputs. */
  surface: string;
  /** Inset areas inside a surface: input wells, chips, skeletons. */
  fill: string;
  /** Hairlines between rows and around cards. */
  border: string;
  /** Body text and headings. */
  text: string;
  /** Labels and supporting text. */
  textSecondary: string;
  /** Hints, captions, timestamps, placeholders. */
  weak: string;
  /** Disabled strokes and decorative icons (not for text). */
  faint: string;
  /** Primary actions and links. */
  accent: string;
  /** Accent text on the page, a surface or a light wash of the accent (selected tabs, chips and
   * choices, outline buttons): a shade darker than `accent` on the light theme, lighter on the
   * dark one, where `accent` is a fill too dim for text on the page (AA either way). */
  accentInk: string;
  /** The far end of the accent gradient on hero cards. */
  accentEnd: string;
  /** A light wash of the accent behind accent text (badges, selected chips). */
  accentWash: string;
  /** The palest accent: selected rows, info notes (antd-mobile's "wathet"). */
  accentTint: string;
  /** Text and icons on the accent, on gradients and on coloured badges. */
  onAccent: string;
  /** Green: a rise (by default), success, a passed review. */
  green: string;
  /** Red: a fall (by default), errors, a rejected review. */
  red: string;
  /** Text on a green or red fill (buy and sell buttons, change badges): white on the light
   * theme's deep greens and reds, dark on the dark theme's bright ones (AA either way). */
  onRiseFall: string;
  /** A light wash of red behind error text. */
  redWash: string;
  /** Red text on a tint of red (the rejected review notice, a pressed fall choice). */
  redInk: string;
  /** Caution text and badges (pending, margin, fees). */
  warning: string;
  /** Text on a solid `warning` fill (a pending status badge): white on the light theme's deep
   * amber, dark on the dark theme's bright one. */
  onWarning: string;
  /** Background of caution banners (offline, risk notes). */
  warningWash: string;
  /** Caution text on a tint of `warning` (OTC notes, the unpaid margin badge). */
  warningInk: string;
  /** Callout banners that point out a figure (the trust list's best 30-day return). */
  calloutWash: string;
  /** Text on `calloutWash`. */
  callout: string;
  /** Green text on a tint of green or on the surface (verified and paid badges, resolved appeals). */
  greenInk: string;
  /** Solid green behind `onAccent` text (a confirmed order's header). */
  greenSolid: string;
  /** Solid red behind `onAccent` text (the header of an order under appeal). */
  redSolid: string;
  /** A shade laid on accent or solid colours behind `onAccent` text (an order's countdown): it
   * darkens, so the text keeps its contrast. */
  onAccentWash: string;
  /** Solid grey behind `onAccent` text (the header of a cancelled order). */
  neutralSolid: string;
  /** Neutral badges (cancelled, closed). */
  neutral: string;
  /** The bar that floats over the page (update prompt). */
  inverse: string;
  /** Text on `inverse`. */
  onInverse: string;
  /** Dimming behind overlays on photos. */
  scrim: string;
  /** The soft shadow of the phone column on wide screens and of floating bars. */
  shadow: string;
  /** The firmer shadow of a bar floating over the content (update prompt). */
  shadowRaised: string;
  /** Strokes around controls without a fill (selects, toggle buttons, chips, stepper buttons). */
  outline: string;
  /** Behind QR codes: white in either theme, as scanners expect dark modules on light. */
  qrBackground: string;
  /** Chart grid lines. */
  grid: string;
  /** Chart line and area under it. */
  chartLine: string;
  chartArea: string;
  /** Hero card of the finance (trust) pages. */
  trustStart: string;
  trustEnd: string;
  /** Payment brands, as their owners colour them (OTC payment kinds). */
  alipay: string;
  wechat: string;
  bank: string;
  /** Brand mark: gradient, its highlight dot. */
  brandStart: string;
  brandEnd: string;
  brandDot: string;
  /** The promotion poster's gradient end (a saved picture: always this, in either theme). */
  posterEnd: string;
}

export const light: Palette = {
  bg: '#f5f6f8',
  surface: '#ffffff',
  fill: '#f5f5f5',
  border: '#eeeeee',
  text: '#1e2329',
  textSecondary: '#474d57',
  weak: '#676f7c',
  faint: '#cccccc',
  accent: '#1a5fe6',
  accentInk: '#1858d6',
  accentEnd: '#5b9bff',
  accentWash: 'rgb(31 107 255 / 10%)',
  accentTint: '#e7f1ff',
  onAccent: '#ffffff',
  green: '#037f54',
  red: '#cf304a',
  onRiseFall: '#ffffff',
  redWash: 'rgb(255 49 65 / 8%)',
  redInk: '#b3263e',
  warning: '#9a5d00',
  onWarning: '#ffffff',
  warningWash: '#fff4e5',
  warningInk: '#8a5200',
  calloutWash: '#fff7e6',
  callout: '#8f5600',
  greenInk: '#056e4a',
  greenSolid: '#08875a',
  redSolid: '#c2334a',
  onAccentWash: 'rgb(0 0 0 / 12%)',
  neutral: '#5e6673',
  neutralSolid: '#5e6673',
  inverse: '#1e2329',
  onInverse: '#ffffff',
  scrim: 'rgb(0 0 0 / 55%)',
  shadow: 'rgb(0 0 0 / 6%)',
  shadowRaised: 'rgb(0 0 0 / 20%)',
  outline: 'rgb(0 0 0 / 15%)',
  qrBackground: '#ffffff',
  grid: '#f0f0f0',
  chartLine: '#1a5fe6',
  chartArea: 'rgb(31 107 255 / 12%)',
  trustStart: '#1f6feb',
  trustEnd: '#3b8cff',
  alipay: '#1677ff',
  wechat: '#07c160',
  bank: '#9a5d00',
  brandStart: '#3d7dff',
  brandEnd: '#1f4fd8',
  brandDot: '#7fe3b8',
  posterEnd: '#0b2a6b',
};

export const dark: Palette = {
  bg: '#0b0e11',
  surface: '#181a20',
  fill: '#1e2329',
  border: '#2b3139',
  text: '#eaecef',
  textSecondary: '#b7bdc6',
  weak: '#929aa5',
  faint: '#474d57',
  accent: '#2f6fe8',
  accentInk: '#6096f2',
  accentEnd: '#1a4fc4',
  accentWash: 'rgb(47 111 232 / 20%)',
  accentTint: '#0d2543',
  onAccent: '#ffffff',
  green: '#2ebd85',
  red: '#f6465d',
  onRiseFall: '#0b0e11',
  redWash: 'rgb(246 70 93 / 14%)',
  redInk: '#f75a6e',
  warning: '#f0b90b',
  onWarning: '#0b0e11',
  warningWash: '#3a2e0a',
  warningInk: '#f0b90b',
  calloutWash: '#2d2410',
  callout: '#f0b90b',
  greenInk: '#2ebd85',
  greenSolid: '#15845b',
  redSolid: '#c8374f',
  onAccentWash: 'rgb(0 0 0 / 12%)',
  neutral: '#848e9c',
  neutralSolid: '#5e6673',
  inverse: '#eaecef',
  onInverse: '#181a20',
  scrim: 'rgb(0 0 0 / 65%)',
  shadow: 'rgb(0 0 0 / 40%)',
  shadowRaised: 'rgb(0 0 0 / 60%)',
  outline: 'rgb(255 255 255 / 20%)',
  qrBackground: '#ffffff',
  grid: '#2b3139',
  chartLine: '#5b9bff',
  chartArea: 'rgb(91 155 255 / 16%)',
  trustStart: '#1a4fc4',
  trustEnd: '#2f6fe8',
  alipay: '#1677ff',
  wechat: '#07c160',
  bank: '#c98a1a',
  brandStart: '#3d7dff',
  brandEnd: '#1f4fd8',
  brandDot: '#7fe3b8',
  posterEnd: '#0b2a6b',
};

export const palettes = { light, dark } as const;

export type Scheme = keyof typeof palettes;

/** Font stacks. Each ends in a font that .ci/run installs (fonts-liberation, fonts-noto-cjk,
 * fonts-thai-tlwg), never in a bare generic family, which resolves differently per machine. */
export const fonts = {
  sans: [
    '-apple-system',
    'BlinkMacSystemFont',
    "'Segoe UI'",
    'Roboto',
    "'Helvetica Neue'",
    'Arial',
    "'Liberation Sans'",
    "'PingFang SC'",
    "'Hiragino Sans'",
    "'Noto Sans CJK SC'",
    "'Noto Sans Thai'",
    'Loma',
  ].join(', '),
  mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', "'Liberation Mono'"].join(', '),
} as const;

/** Corner radii, spacing steps and motion, shared by CSS (as variables) and the docs pages. */
export const radii = { s: '4px', m: '8px', l: '12px' } as const;
export const space = { xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px' } as const;
export const motion = {
  fast: '150ms',
  base: '250ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

import type { ThemeConfig } from 'antd';
import { light } from '../../components/theme/tokens';

// antd's default palette fails WCAG 2.2 AA contrast (axe runs on every story): #1677ff, #ff4d4f and
// the 45 % black of secondary text are all under 4.5:1 on white, and antd derives hover colours
// lighter still. The console takes its colours from the app's light palette instead (the console
// is light only), and darkens (never lightens) them for hover and press, so every state keeps
// 4.5:1 on the surfaces and tints antd puts them on (axe checks it in the console's stories).

/** `colour` moved `weight` (0 to 1) of the way to `toward`: both opaque #rrggbb. */
export function mix(colour: string, toward: string, weight: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const to = channels(toward);
  const mixed = channels(colour).map((c, i) => Math.round(c + (to[i]! - c) * weight));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Hover and pressed shades: darker, toward the text colour. */
const hover = (colour: string) => mix(colour, light.text, 0.15);
const pressed = (colour: string) => mix(colour, light.text, 0.3);

/** A status colour (success, warning) and its tints. antd derives the tints from the colour, and
 * from a colour dark enough for text it derives muddy greys (under 3:1 behind that text): these
 * are washes of the colour on the surface instead. Status tags draw the colour on its `Bg`. */
function status(name: 'Success' | 'Warning', colour: string) {
  return {
    [`color${name}`]: colour,
    [`color${name}Hover`]: hover(colour),
    [`color${name}Active`]: pressed(colour),
    [`color${name}Text`]: colour,
    [`color${name}TextHover`]: hover(colour),
    [`color${name}TextActive`]: pressed(colour),
    [`color${name}Bg`]: mix(colour, light.surface, 0.93),
    [`color${name}BgHover`]: mix(colour, light.surface, 0.86),
    [`color${name}Border`]: mix(colour, light.surface, 0.7),
    [`color${name}BorderHover`]: mix(colour, light.surface, 0.5),
  };
}

export const consoleTheme: ThemeConfig = {
  token: {
    colorText: light.text,
    colorTextSecondary: light.textSecondary,
    // Typography type="secondary", menu group titles, descriptions' labels, empty states.
    colorTextTertiary: light.weak,
    colorTextDescription: light.weak,
    // An empty picker's prompt (antd's is 25 % black, 1.8:1).
    colorTextPlaceholder: light.weak,
    colorTextLightSolid: light.onAccent,

    colorPrimary: light.accent,
    colorPrimaryHover: hover(light.accent),
    colorPrimaryActive: pressed(light.accent),
    colorPrimaryText: light.accent,
    colorPrimaryTextHover: hover(light.accent),
    colorPrimaryTextActive: pressed(light.accent),
    // Behind the selected menu item (accent text on it).
    colorPrimaryBg: light.accentTint,
    colorPrimaryBgHover: mix(light.accentTint, light.accent, 0.03),
    colorInfo: light.accent,

    colorLink: light.accent,
    colorLinkHover: hover(light.accent),
    colorLinkActive: pressed(light.accent),

    colorError: light.red,
    colorErrorHover: hover(light.red),
    colorErrorActive: pressed(light.red),
    colorErrorText: light.red,
    colorErrorTextHover: hover(light.red),
    colorErrorTextActive: pressed(light.red),

    // Status tags (FlagTags, adjustments) and alerts. Tags use these, never antd's preset
    // palettes (green, gold...): those are under 4.5:1 and a theme cannot change them.
    ...status('Success', light.green),
    ...status('Warning', light.warningInk),
  },
  components: {
    // A table's empty text: antd draws it in the disabled grey (25 % black, 1.8:1).
    Table: { colorTextDisabled: light.weak },
  },
};

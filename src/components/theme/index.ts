export * from './appearance.ts';
export { derivedVariables, paletteVariables, riseFall, themeCss, type Rise } from './css.ts';
export { ThemeScope } from './ThemeScope.tsx';
export * from './tokens.ts';
export { useAppearance, useColorScheme, useThemeColors, type ThemeColors } from './useTheme.ts';
export { sideClass } from './sides.ts';

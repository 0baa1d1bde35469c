// When the first screen of a page load has settled. Until then, a screen's extras that the user
// does not see at once (the calling-code list, the passkey autofill offer) wait, so that their
// code and requests do not run while the first screen is drawn (issue 35). Outside a first load
// (Storybook, tests, a screen opened later) there is nothing to wait for.

let settled: Promise<void> = Promise.resolve();

/** Resolves once the first screen has settled: at once unless a page load is holding it. */
export const firstScreenSettled = (): Promise<void> => settled;

/** Holds firstScreenSettled() until the returned function is called (the boot does, once). */
export function holdFirstScreen(): () => void {
  let release!: () => void;
  settled = new Promise<void>((resolve) => (release = resolve));
  return release;
}

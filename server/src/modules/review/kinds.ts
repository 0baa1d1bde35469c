// Importing this file registers every review kind. Features add their registration module here
// (e.g. `import '../deposits/review.ts';`) so the CLI and the server see the same kinds.
export {};

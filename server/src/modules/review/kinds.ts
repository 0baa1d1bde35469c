// Importing this file registers every review kind. Features add their registration module here
// (e.g. `import '../deposits/review.ts';`) so the CLI and the server see the same kinds.
import '../kyc/review.ts';
// publication
import '../publication/review.ts';
// deposit: import '../deposit/review.ts';
import '../deposit/review.ts';
// withdraw: import '../withdraw/review.ts';
import '../withdraw/review.ts';
// otc
import '../otc/review.ts';

export {};

/**
 * A new coin. Each field is checked by the server (400, code 2675, per field).
 */
export interface NewCoinForm {
  /** 2-10 capital letters or digits (upper-cased, trimmed), unique (409, code 2676). */
  symbol: string;
  /** 1-50 characters once trimmed. */
  name: string;
  /** A whole number from 0 to 18. */
  decimals: string;
  /** Networks separated by commas (each 2-16 capital letters or digits), e.g. `TRC20,ERC20`. */
  networks?: string;
}

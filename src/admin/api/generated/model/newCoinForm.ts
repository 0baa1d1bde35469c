/**
 * A new coin. Each field is checked by the server (400, code 2675, per field).
 */
export interface NewCoinForm {
  /**
   * 2-10 capital letters or digits (upper-cased, trimmed), unique (409, code 2676).
   * @maxLength 20
   */
  symbol: string;
  /**
   * 1-50 characters once trimmed.
   * @maxLength 60
   */
  name: string;
  /**
   * A whole number from 0 to 18.
   * @maxLength 10
   */
  decimals: string;
  /**
   * Networks separated by commas (each 2-16 capital letters or digits), e.g. `TRC20,ERC20`.
   * @maxLength 200
   */
  networks?: string;
}

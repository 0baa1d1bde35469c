export interface SettingForm {
  /**
   * The new value as text (decimals as strings); surrounding blanks are ignored.
   * @maxLength 2000
   */
  value: string;
}

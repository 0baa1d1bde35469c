export interface AntiPhishing {
  /**
   * 4 to 20 letters or digits the user chose; null when not set.
   * @nullable
   */
  anti_phishing_code: string | null;
}

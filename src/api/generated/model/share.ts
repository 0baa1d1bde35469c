export interface Share {
  invite_code: string;
  invite_link: string;
  title: string;
  /** A ready-to-send message that includes the code and link. */
  text: string;
}

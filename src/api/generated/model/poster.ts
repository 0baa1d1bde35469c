export interface Poster {
  invite_code: string;
  invite_link: string;
  title: string;
  subtitle: string;
  background_text: string;
}

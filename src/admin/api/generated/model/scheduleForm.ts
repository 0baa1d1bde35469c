export interface ScheduleForm {
  /**
   * When it goes live; must be later than now (400, code 2692).
   * @maxLength 40
   */
  publish_at: string;
}

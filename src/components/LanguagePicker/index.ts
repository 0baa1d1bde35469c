export { LanguagePicker, type LanguagePickerProps } from './LanguagePicker';
export { LanguageSwitch } from './LanguageSwitch';

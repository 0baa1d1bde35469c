// The first screen's texts in this language (common, form, auth): one file, one request.
export default import.meta.glob<Record<string, unknown>>('../locales/th/{common,form,auth}.json', {
  eager: true,
  import: 'default',
});

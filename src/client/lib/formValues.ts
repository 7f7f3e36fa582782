/** A form's text fields by name (files are not expected in these forms and read as ''). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
  );
}

/** The part of mjml's API (it ships no types) the mail template's compiler uses. */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
  }
  export default function mjml2html(
    mjml: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip' },
  ): Promise<{ html: string; errors: MjmlError[] }>;
}

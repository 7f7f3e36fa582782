/** The model cancellation form's public page (Schedule 3 Part B): linked from the footer and mails. */
export const CANCELLATION_FORM_PATH = '/cancellation-form';

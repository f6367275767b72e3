/** Attachment size limit, shared by the form (checks before sending) and the API (enforces). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Attachment size limit, shared by the form (checks before sending) and the API (enforces). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** At most this many additional comments on a request (form and API). */
export const MAX_REQUEST_COMMENTS = 10;

/** At most this many proposed time slots on a request (form and API). */
export const MAX_TIME_SLOTS = 10;

/** Limits shared by the forms, the API and the auth configuration. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
/** Largest upload accepted, in bytes (the spec's 5 MB); the body limit allows for it. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The most options one line can carry (every group's choices together). */
export const MAX_LINE_OPTIONS = 20;

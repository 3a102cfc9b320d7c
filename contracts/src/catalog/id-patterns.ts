// Without zod, so the storefront's first page checks a slug or a stored id without bringing in
// the schemas (catalog-ids.ts builds them from these).

// Ids go into stream ids (`catalog/wine/<productId>`) and URLs: short, lower-case, no slashes.
export const PLAIN_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const SLUG_MAX_LENGTH = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

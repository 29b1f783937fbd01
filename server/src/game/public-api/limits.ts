/** The public API's rate limit: requests per key (per address without one) per minute. */
export const PUBLIC_API_REQUESTS_PER_MINUTE = 60;
export const PUBLIC_API_RATE_WINDOW_MS = 60_000;

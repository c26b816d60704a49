/** Debian's Chromium and its headless flags, shared with the budgets and the bench. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

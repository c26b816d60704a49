/** The browser tests' Chromium binary and flags (scripts/chromium.mjs: the headless shell when installed). */
export { TEST_CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

/**
 * Global setup of the unit project: the server tests (serve-parity, serve-hardening) run `npm start`'s server
 * against dist/, so a fresh clone's `npm test` builds the site once first. An existing dist/ is used as it is.
 */
import { ensureDist } from '../../../scripts/ensure-dist.mjs';

export default function setup() {
  ensureDist({ forWhom: 'the server tests' });
}

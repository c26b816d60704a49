/**
 * `.env` for local runs: every KEY=VALUE in it (quotes, comments and `export` handled by Node's own parser) is put
 * in process.env unless the shell already set that variable. An empty value (`ADMIN_PASSWORD=`, as .env.example
 * has it) counts as unset, so the defaults apply.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** The variables a .env text sets (empty ones left out). */
export function parseDotEnv(text) {
  return Object.fromEntries(Object.entries(parseEnv(text.replace(/^\s*export\s+/gm, ''))).filter(([, v]) => v !== ''));
}

/** Loads `file` into `env` without overriding what is set; returns the names it set. */
export function loadDotEnv(file, env = process.env) {
  if (!existsSync(file)) return [];
  const set = [];
  for (const [key, value] of Object.entries(parseDotEnv(readFileSync(file, 'utf8')))) {
    if (env[key] === undefined || env[key] === '') {
      env[key] = value;
      set.push(key);
    }
  }
  return set;
}

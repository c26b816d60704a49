// `npm run dev` listens on PORT from the shell, else from .env, else 4321 (issue 33; local-netlify/dev.mjs, read by
// local-netlify/astro.config.dev.mjs). tests/dev/dev-server.test.mjs starts `npm run dev`'s `astro dev` with PORT set and sees it listen there.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEV_PORT, devPort } from '../dev.mjs';

describe('devPort', () => {
  let dir: string;
  const shellPort = process.env.PORT;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dev-port-'));
    delete process.env.PORT;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (shellPort === undefined) delete process.env.PORT;
    else process.env.PORT = shellPort;
  });

  it("is Astro's 4321 when neither the shell nor .env sets PORT", () => {
    expect(DEFAULT_DEV_PORT).toBe(4321);
    expect(devPort(dir)).toBe(4321);
  });

  it('reads PORT from .env', () => {
    writeFileSync(join(dir, '.env'), '# local\nADMIN_PASSWORD=x\nPORT=9745\n');
    expect(devPort(dir)).toBe(9745);
  });

  it('lets the shell win over .env', () => {
    writeFileSync(join(dir, '.env'), 'PORT=9745\n');
    process.env.PORT = '9746';
    expect(devPort(dir)).toBe(9746);
  });

  it('treats an empty PORT (as .env.example has it for other variables) as unset', () => {
    writeFileSync(join(dir, '.env'), 'PORT=\n');
    expect(devPort(dir)).toBe(4321);
  });

  it('rejects a PORT that is not a port, naming the value', () => {
    writeFileSync(join(dir, '.env'), 'PORT=88a8\n');
    expect(() => devPort(dir)).toThrow('PORT must be a whole number from 1 to 65535 (got "88a8")');
    process.env.PORT = '70000';
    expect(() => devPort(dir)).toThrow('(got "70000")');
  });
});

/**
 * The W3C Nu HTML Checker (npm `vnu-jar`, the engine behind validator.w3.org/nu), run ONCE over a list of files in
 * one JVM: starting Java per page would cost seconds each. Needs Java 11+ on PATH (or JAVA=/path/to/java).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url: string;
  message: string;
  extract?: string;
  /** Where in `extract` the flagged markup starts, and its length. */
  hiliteStart?: number;
  hiliteLength?: number;
  lastLine?: number;
}

/**
 * The only messages filtered out, where the checker is behind the standards Chromium ships. Its CSS grammar predates
 * scroll-driven animations (CSS Animations Level 2): `animation-timeline`, `animation-range` and `view()`.
 */
export const CSS_FALSE_POSITIVES = [
  /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\.$/,
  /^CSS: “animation-range”: Property “animation-range” doesn't exist\.$/,
  /^CSS: “animation”: “view\(\)” is not a “animation” value\.$/,
];

/**
 * Its HTML schema allows `blocking` only on stylesheet links; the HTML standard also gives it to `<link rel="expect">`
 * (render-blocking until an element is parsed, Chromium 124+). Filtered only when the flagged element is such a link.
 */
const EXPECT_LINK_MESSAGE =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/;
const isExpectLink = (m: NuMessage) =>
  EXPECT_LINK_MESSAGE.test(m.message) &&
  /^<link rel="expect" href="#[\w-]+" blocking="render">$/.test(
    (m.extract ?? '').slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? 0)),
  );

export const isFalsePositive = (m: NuMessage) =>
  m.type === 'error' && (CSS_FALSE_POSITIVES.some((r) => r.test(m.message)) || isExpectLink(m));

/**
 * The checker's schema needs a deep stack; a short run gains nothing from the optimising JIT (C1 only halves the
 * CPU time) or from parallel GC threads on a shared CI machine.
 */
const JVM_FLAGS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export async function runNuChecker(files: string[]): Promise<NuMessage[]> {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const java = process.env.JAVA ?? 'java';
  const child = spawn(java, [...JVM_FLAGS, '-jar', jar, '--format', 'json', '--stdout', ...files], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise<number | null>((ok, fail) => {
    child.on('error', (e: NodeJS.ErrnoException) =>
      fail(
        e.code === 'ENOENT'
          ? new Error(
              `Java not found (${java}): the Nu HTML Checker needs Java 11+ (apt-get install -y openjdk-17-jre-headless, or set JAVA).`,
            )
          : e,
      ),
    );
    child.on('close', ok);
  });
  try {
    return (JSON.parse(out) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu HTML Checker gave no report (exit ${code}): ${(err || out).slice(0, 2000)}`);
  }
}

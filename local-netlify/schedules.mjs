/**
 * Scheduled functions under `npm start`. Netlify's scheduler runs them on the platform; locally nothing would, and no
 * URL reaches them (only the scheduler may run one: netlify/lib/scheduled.ts). So the server runs the frequent ones
 * itself: every function whose own `config.schedule` fires at least every FREQUENT_MINUTES minutes on Netlify (today
 * the lead webhook and e-mail retries and the insights rollup) runs every LOCAL_SCHEDULE_MS (default 60000; 0 = off),
 * called in-process the scheduler's way. The rest (hourly, daily, the publishing check every 15 minutes, which would trigger
 * a real Netlify build) are left to Netlify; `npm run schedule -- <name>` runs one by hand.
 */

/** A schedule firing at least this often (in minutes) is run locally. */
export const FREQUENT_MINUTES = 5;

/**
 * How many minutes apart a cron expression fires when it fires every minute or every n minutes (`* * * * *`,
 * `*\/n * * * *`), else null (hourly, daily, `@…` shorthands, lists and ranges).
 * @param {string} cron
 */
export function everyMinutes(cron) {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 || fields.slice(1).some((f) => f !== '*')) return null;
  if (fields[0] === '*') return 1;
  const step = /^\*\/([1-9]\d*)$/.exec(fields[0]);
  return step ? Number(step[1]) : null;
}

/**
 * The names of the scheduled functions to run locally, in name order.
 * @param {{ name: string, schedule: string }[]} schedules what the functions' `config.schedule` say
 */
export function frequentSchedules(schedules) {
  return schedules
    .filter(({ schedule }) => (everyMinutes(schedule) ?? Infinity) <= FREQUENT_MINUTES)
    .map(({ name }) => name);
}

/**
 * Runs the frequent scheduled functions of `runner` every LOCAL_SCHEDULE_MS, one round at a time.
 * @param {import('./functions.mjs').FunctionRunner | null} runner
 * @param {string} url the server's origin (the request URL the functions see)
 */
export function startLocalSchedules(runner, url, env = process.env) {
  const every = Number(env.LOCAL_SCHEDULE_MS ?? 60_000);
  if (!runner || !(every > 0)) return { stop() {} };
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      // Read at every round: a watching runner rebuilds, and a function may gain or lose its schedule.
      for (const name of frequentSchedules(runner.schedules())) {
        const res = await runner.runScheduled(name, url);
        await res.arrayBuffer();
      }
    } catch {
      // the server is stopping; the next tick tries again
    } finally {
      running = false;
    }
  }, every);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

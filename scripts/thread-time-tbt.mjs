/**
 * Lighthouse's Total Blocking Time recomputed on thread time: a diagnostic printed beside the real figure by
 * `npm run budgets` (docs/decisions/main-thread-tasks.md).
 *
 * Lighthouse's simulation (Lantern) times each main-thread task by its wall-clock duration, times 4 (2 with a layout).
 * On this 2-core machine a task's wall time is often 2-5 times its thread (CPU) time: the renderer waits for a core
 * while the browser process, the compositor and Lighthouse itself run. Replaying the same run with every task shrunk
 * to its thread time shows how much of a TBT is the page's own work and how much is the wait. It does not replace the
 * real figure; issue 32's comparison stays on Lighthouse's own TBT.
 */

/** Lantern's names for a top-level main-thread task (`PageDependencyGraph.isScheduleableTask`). */
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/**
 * A copy of `trace` in which every top-level task with a thread time (`tdur`) shorter than its wall time (`dur`)
 * lasts its thread time, and every event inside it (same thread, starting within it) is moved and shrunk by the same
 * factor, so a task's children stay inside it. Tasks start where they started; the input is not changed.
 */
export function onThreadTime(trace) {
  const events = trace.traceEvents.map((e) => ({ ...e }));
  const byThread = new Map();
  for (const e of events) {
    if (typeof e.ts !== 'number') continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  for (const list of byThread.values()) {
    // Parents before their children: by start, the longer first.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let task = null;
    for (const e of list) {
      if (task && e.ts >= task.start + task.wall) task = null;
      if (!task && e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur > 0) {
        const factor = typeof e.tdur === 'number' ? Math.min(1, e.tdur / e.dur) : 1;
        task = { start: e.ts, wall: e.dur, factor };
        e.dur = e.dur * factor;
        continue;
      }
      if (!task || task.factor === 1) continue;
      e.ts = task.start + (e.ts - task.start) * task.factor;
      if (typeof e.dur === 'number') e.dur *= task.factor;
    }
  }
  return { ...trace, traceEvents: events };
}

/** Whether a failure to compute the figure has been reported (once per process). */
let warned = false;

/**
 * Lighthouse's TBT for one run's artifacts and result, with the trace on thread time. Null when Lighthouse cannot
 * compute it (the figure is a diagnostic: a failure must not fail the budgets; the first one is reported).
 */
export async function threadTimeTbt(artifacts, lhr) {
  try {
    const { TotalBlockingTime } = await import('lighthouse/core/computed/metrics/total-blocking-time.js');
    const result = await TotalBlockingTime.request(
      {
        trace: onThreadTime(artifacts.Trace),
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        simulator: null,
        URL: artifacts.URL,
        // Every key the computed artifact lists: Lighthouse throws on a missing one when CI is set.
        SourceMaps: artifacts.SourceMaps ?? [],
        HostDPR: artifacts.HostDPR ?? null,
      },
      { computedCache: new Map() },
    );
    return Math.round(result.timing);
  } catch (error) {
    if (!warned) console.warn(`  thread-time TBT not computed: ${error instanceof Error ? error.message : error}`);
    warned = true;
    return null;
  }
}

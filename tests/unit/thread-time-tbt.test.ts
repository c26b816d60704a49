import { describe, expect, it } from 'vitest';
import { onThreadTime } from '../../scripts/thread-time-tbt.mjs';

interface Ev {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

const ev = (name: string, ts: number, dur?: number, tdur?: number, tid = 1, ph = 'X'): Ev => ({
  name,
  ph,
  pid: 7,
  tid,
  ts,
  ...(dur === undefined ? {} : { dur }),
  ...(tdur === undefined ? {} : { tdur }),
});
const find = (events: Ev[], name: string, tid = 1) => events.find((e) => e.name === name && e.tid === tid)!;

describe('onThreadTime (Lighthouse TBT recomputed on thread time, npm run budgets)', () => {
  it('shrinks a task to its thread time and moves and shrinks what runs inside it by the same factor', () => {
    // 40 ms of wall time, 10 of thread time: a quarter. The layout started 20 ms in and took 8 ms.
    const trace = {
      traceEvents: [
        ev('RunTask', 1000, 40_000, 10_000),
        ev('Layout', 21_000, 8_000, 2_000),
        ev('Mark', 30_000, undefined, undefined, 1, 'I'),
      ],
    };
    const out = onThreadTime(trace).traceEvents as Ev[];
    expect(find(out, 'RunTask')).toMatchObject({ ts: 1000, dur: 10_000 });
    expect(find(out, 'Layout')).toMatchObject({ ts: 6000, dur: 2000 });
    expect(find(out, 'Mark')).toMatchObject({ ts: 8250 });
    // Everything inside still ends within the task, so Lighthouse still sees the layout in it.
    const layout = find(out, 'Layout');
    expect(layout.ts + layout.dur!).toBeLessThanOrEqual(1000 + 10_000);
  });

  it('leaves a task without a thread time, or with more thread than wall time, and what follows a task, as it was', () => {
    const trace = {
      traceEvents: [
        ev('RunTask', 0, 10_000),
        ev('ParseHTML', 1000, 5000),
        ev('RunTask', 20_000, 10_000, 12_000),
        ev('RunTask', 40_000, 10_000, 5000),
        ev('Paint', 60_000, 1000),
      ],
    };
    const out = onThreadTime(trace).traceEvents as Ev[];
    expect(out[0]).toMatchObject({ ts: 0, dur: 10_000 });
    expect(find(out, 'ParseHTML')).toMatchObject({ ts: 1000, dur: 5000 });
    expect(out[2]).toMatchObject({ ts: 20_000, dur: 10_000 });
    expect(out[3]).toMatchObject({ ts: 40_000, dur: 5000 });
    expect(find(out, 'Paint')).toMatchObject({ ts: 60_000, dur: 1000 });
  });

  it('treats every thread on its own, takes the outermost task of nested ones, and does not change its input', () => {
    const events = [
      ev('RunTask', 0, 20_000, 10_000, 1),
      ev('ThreadControllerImpl::RunTask', 0, 18_000, 9000, 1),
      ev('FunctionCall', 10_000, 4000, 1000, 1),
      ev('FunctionCall', 10_000, 4000, 1000, 2),
    ];
    const copy = structuredClone(events);
    const out = onThreadTime({ traceEvents: events }).traceEvents as Ev[];
    expect(out[1]).toMatchObject({ ts: 0, dur: 9000 });
    expect(find(out, 'FunctionCall', 1)).toMatchObject({ ts: 5000, dur: 2000 });
    expect(find(out, 'FunctionCall', 2)).toMatchObject({ ts: 10_000, dur: 4000 });
    expect(events).toEqual(copy);
  });
});

// Reading a Chromium trace: the renderer's main-thread tasks, and the V8 CPU samples recorded in
// the same trace (category disabled-by-default-v8.cpu_profiler), on the trace's clock.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: ProfileData & Record<string, unknown> };
}

interface ProfileData {
  startTime?: number;
  timeDeltas?: number[];
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface Task {
  start: number; // µs, trace clock
  duration: number; // ms
  /** Time in Blink's own work inside the task (style, layout, paint, module evaluation), ms. */
  native: Record<string, number>;
}

const NATIVE = ['UpdateLayoutTree', 'Layout', 'Paint', 'v8.evaluateModule', 'ParseHTML'];

export interface MainThread {
  navigationStart: number;
  firstContentfulPaint: number | undefined;
  tasks: Task[];
  nodes: Map<number, ProfileNode>;
  /** [node id, time] of every CPU sample on the main thread. */
  samples: [number, number][];
}

export function readMainThread(events: TraceEvent[], minTaskMs: number): MainThread {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === fcp?.pid);
  const pid = fcp?.pid ?? navigation?.pid;
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > minTaskMs)
    .map((task): Task => {
      const end = task.ts + (task.dur ?? 0);
      const native: Record<string, number> = {};
      for (const e of onMain)
        if (NATIVE.includes(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
          native[e.name] = (native[e.name] ?? 0) + (e.dur ?? 0) / 1000;
      return { start: task.ts, duration: (task.dur ?? 0) / 1000, native };
    });

  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  const profiles = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  );
  let clock = 0;
  for (const e of events) {
    if (e.pid !== pid || !profiles.has(e.id)) continue;
    const data = e.args?.data;
    if (e.name === 'Profile') clock = data?.startTime ?? clock;
    if (e.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0;
      samples.push([node, clock]);
    });
  }
  return {
    navigationStart: navigation?.ts ?? 0,
    firstContentfulPaint: fcp?.ts,
    tasks,
    nodes,
    samples,
  };
}

/** What the bar shows: its fill in (0, 1], or hidden (null); `fading` while it finishes. */
export interface ProgressSnapshot {
  value: number | null;
  fading: boolean;
}

export interface ProgressOptions {
  /** Where a started bar begins (0.08). */
  minimum?: number;
  /** Milliseconds of each animation step and of the fade-out (200). */
  speed?: number;
  /** Milliseconds between trickles (800). */
  trickleSpeed?: number;
  /** The largest trickle step (0.02). */
  trickleStep?: number;
  /** A number in [0, 1) deciding each trickle; Math.random by default. */
  random?: () => number;
}

/** Below 1 so a trickling bar never looks finished before `done`. */
const TRICKLE_CEILING = 0.994;

/**
 * The navigation progress bar's logic, nprogress's behaviour without its DOM: `start` shows
 * the bar at the minimum and trickles it forward every 800 ms by up to 0.02; `done` fills it to 1,
 * fades after `speed` ms and hides after another `speed`. Subscribe to redraw (useSyncExternalStore).
 *
 * @example
 * const bar = new ProgressBar();
 * bar.start(); // { value: 0.08 }
 * bar.done();  // value 1, then hidden 400 ms later
 */
export class ProgressBar {
  private snapshot: ProgressSnapshot = { value: null, fading: false };
  private readonly listeners = new Set<() => void>();
  private trickleTimer: ReturnType<typeof setInterval> | undefined;
  private finishTimers: ReturnType<typeof setTimeout>[] = [];
  readonly minimum: number;
  readonly speed: number;
  readonly trickleSpeed: number;
  readonly trickleStep: number;
  private readonly random: () => number;

  constructor(options: ProgressOptions = {}) {
    this.minimum = options.minimum ?? 0.08;
    this.speed = options.speed ?? 200;
    this.trickleSpeed = options.trickleSpeed ?? 800;
    this.trickleStep = options.trickleStep ?? 0.02;
    this.random = options.random ?? Math.random;
  }

  getSnapshot = (): ProgressSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows the bar (again, if it was finishing) and starts trickling. */
  start(): void {
    this.cancelFinish();
    if (this.snapshot.value === null || this.snapshot.fading) this.set(this.minimum);
    if (this.trickleTimer === undefined) {
      this.trickleTimer = setInterval(() => this.trickle(), this.trickleSpeed);
    }
  }

  /** Moves a shown bar forward by up to `trickleStep`, never to 1. */
  trickle(): void {
    const { value } = this.snapshot;
    if (value === null || value >= TRICKLE_CEILING) return;
    this.set(Math.min(TRICKLE_CEILING, value + this.random() * this.trickleStep));
  }

  /** Fills the bar, then fades and hides it; nothing happens when it was never started. */
  done(): void {
    if (this.snapshot.value === null || this.snapshot.fading) return;
    this.stopTrickle();
    this.set(1);
    this.finishTimers = [
      setTimeout(() => this.emit({ value: 1, fading: true }), this.speed),
      setTimeout(() => this.emit({ value: null, fading: false }), this.speed * 2),
    ];
  }

  /** Stops every timer (unmount). */
  dispose(): void {
    this.stopTrickle();
    this.cancelFinish();
    this.listeners.clear();
  }

  private set(value: number): void {
    this.emit({ value: Math.min(1, Math.max(this.minimum, value)), fading: false });
  }

  private emit(snapshot: ProgressSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  private stopTrickle(): void {
    clearInterval(this.trickleTimer);
    this.trickleTimer = undefined;
  }

  private cancelFinish(): void {
    for (const timer of this.finishTimers) clearTimeout(timer);
    this.finishTimers = [];
  }
}

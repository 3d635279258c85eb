import { assign, setup } from 'xstate';

/** One runtime error as the error-log dialog lists it. */
export interface ErrorLogEntry {
  /** The route URL the error happened on. */
  url: string;
  message: string;
  stack: string;
  /** Milliseconds since the epoch, stamped when logged. */
  time: number;
}

export interface ErrorLogInput {
  /** `app.auth.errorLog[development|production]` for the current build. */
  enabled: boolean;
  /** Oldest entries drop first past this many, so an error loop cannot exhaust memory. Default 100. */
  max?: number;
  /** Clock for the entries' time stamps. Default Date.now. */
  now?: () => number;
}

export interface ErrorLogContext {
  logs: ErrorLogEntry[];
  /** The badge number. */
  count: number;
  enabled: boolean;
  max: number;
  now: () => number;
}

export type ErrorLogEvent =
  | { type: 'errorLog.add'; url: string; message: string; stack?: string }
  | { type: 'errorLog.clear' };

/**
 * The error log: runtime errors with a badge count, collected only when the build's
 * config enables it.
 *
 * @example
 * const log = createActor(errorLogMachine, { input: { enabled: true } }).start();
 * window.addEventListener('error', (e) =>
 *   log.send({ type: 'errorLog.add', url: location.hash, message: e.message, stack: e.error?.stack }));
 */
export const errorLogMachine = setup({
  types: {
    context: {} as ErrorLogContext,
    events: {} as ErrorLogEvent,
    input: {} as ErrorLogInput,
  },
  actions: {
    addLog: assign(({ context }, params: { url: string; message: string; stack?: string }) => {
      const entry = {
        url: params.url,
        message: params.message,
        stack: params.stack ?? '',
        time: context.now(),
      };
      const logs = [...context.logs, entry].slice(-context.max);
      return { logs, count: logs.length };
    }),
    clearLogs: assign({ logs: () => [], count: 0 }),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
  },
}).createMachine({
  id: 'errorLog',
  context: ({ input }) => ({
    logs: [],
    count: 0,
    enabled: input.enabled,
    max: Math.max(1, input.max ?? 100),
    now: input.now ?? Date.now,
  }),
  on: {
    'errorLog.add': {
      guard: 'enabled',
      actions: {
        type: 'addLog',
        params: ({ event }) => ({ url: event.url, message: event.message, stack: event.stack }),
      },
    },
    'errorLog.clear': { actions: 'clearLogs' },
  },
});

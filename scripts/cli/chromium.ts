import { existsSync } from 'node:fs';

/**
 * Flags from TOOLCHAIN.md: without the background-networking ones the closed network refuses
 * Chromium. With the GPU off, compositing is done in software all the same, by a GPU process of
 * its own; `--in-process-gpu` does it in the browser process, one process less to feed every frame
 * through (measured: about 7 % less CPU per signed-in page open).
 */
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--in-process-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium `jimu smoke` and the tests drive, never a downloaded browser: $CHROME_PATH when
 * set; else Debian's headless shell when installed — the same Blink and V8 as the desktop build
 * without its browser UI, it opens a page in a new context in about half the time, which the
 * tests do hundreds of times a run; else Debian's chromium.
 *
 * @example chromium.launch({ executablePath: chromiumPath(), args: FLAGS });
 */
export const chromiumPath = () =>
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The pictures the README and docs/ show, each taken from the running sample console by
 * `npm run docs:shots` (takeShots.ts): a changed screen is a new picture, never a stale one.
 * tests/docs/shots.test.ts holds the docs and this list together.
 */
export interface Shot {
  /** Its file under docs/images/. */
  file: string;
  /** What it shows: the image's alt text wherever a document shows it. */
  alt: string;
  /** The console route it opens (the hash path). */
  route: string;
  width: number;
  height: number;
  dark?: boolean;
  /** A table of sample rows imported into the workbench first: its column editor is the route. */
  workbenchTable?: boolean;
}

export const SHOTS: readonly Shot[] = [
  {
    file: 'console-light.png',
    alt: '积木工作台: the comprehensive table in the light theme',
    route: '/vab/table/comprehensiveTable',
    width: 1440,
    height: 900,
  },
  {
    file: 'console-dark.png',
    alt: '积木工作台: the comprehensive table in dark mode',
    route: '/vab/table/comprehensiveTable',
    width: 1440,
    height: 900,
    dark: true,
  },
  {
    file: 'console-phone.png',
    alt: 'The user list on a 390 px phone',
    route: '/user_center/userManagement',
    width: 390,
    height: 844,
  },
  {
    file: 'workbench-table-to-page.png',
    alt: "The workbench turning a table into a page: the column editor beside the page's live preview",
    route: '/workbench/project/generator/column',
    width: 1440,
    height: 1200,
    workbenchTable: true,
  },
];

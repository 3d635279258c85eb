import type { LazyComponent } from './definePlugin';

/** What `notBuiltYet` hands out: a lazy component that says which screen is still missing. */
export type NotBuiltYetLoader = LazyComponent & { notBuiltYet: string };

/**
 * A lazy component for a screen that the config declares and a later release builds: it shows the
 * clearly marked "not built yet" page naming the component, never a blank screen. The loader
 * carries the name (`notBuiltYet`), so a test can list the route table's unbuilt screens without
 * rendering them (`isNotBuiltYet`).
 *
 * @example definePlugin({ name: 'showcase', components: { echarts: notBuiltYet('showcase/echarts') } })
 */
export function notBuiltYet(name: string): NotBuiltYetLoader {
  const load: LazyComponent = () =>
    import('../shell/NotBuiltYetPage').then(({ NotBuiltYetPage }) => ({
      default: () => <NotBuiltYetPage name={name} />,
    }));
  return Object.assign(load, { notBuiltYet: name });
}

/**
 * The component name when `loader` came from `notBuiltYet`, else undefined.
 *
 * @example isNotBuiltYet(notBuiltYet('showcase/echarts')) // 'showcase/echarts'
 */
export function isNotBuiltYet(loader: unknown): string | undefined {
  const name = (loader as Partial<NotBuiltYetLoader> | undefined)?.notBuiltYet;
  return typeof name === 'string' ? name : undefined;
}

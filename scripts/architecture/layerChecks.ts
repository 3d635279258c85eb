import type { FolderGraph } from './folderGraph';

/** Folders stacked lowest first: a folder imports only folders of a lower layer. */
export type Layers = readonly (readonly string[])[];

/**
 * The layer of a folder in `layers`, or undefined for a folder the list does not place.
 *
 * @example layerIn([['lib'], ['app']], 'app'); // 1
 */
export const layerIn = (layers: Layers, folder: string): number | undefined => {
  const index = layers.findIndex((layer) => layer.includes(folder));
  return index < 0 ? undefined : index;
};

/**
 * Every cycle's folders (Tarjan's strongly connected components with more than one folder).
 *
 * @example cycles(folderGraph('runtime')); // [] when the folders form no cycle
 */
export function cycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string | undefined;
      do {
        top = stack.pop() as string;
        component.push(top);
      } while (top !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * Imports from a folder to one of its own layer or above, with the files that make them.
 *
 * @example upward(folderGraph('server'), (folder) => layerIn(SERVER_LAYERS, folder)); // []
 */
export function upward(graph: FolderGraph, layerOf: (folder: string) => number | undefined): string[] {
  return [...graph].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => (layerOf(to) ?? -1) >= (layerOf(from) ?? -1))
      .flatMap(([to, where]) => where.map((line) => `${from} → ${to}: ${line}`)),
  );
}

import { useEffect, useState } from 'react';
import type { HttpClient } from '../../data';

/** A node as Semi's TreeSelect and Cascader take it. */
export interface TreeOption {
  label: string;
  value: string | number;
  key: string;
  children?: TreeOption[];
}

export interface RemoteTree {
  tree: TreeOption[];
  loading: boolean;
  failed: boolean;
}

type Row = Record<string, unknown>;

/** Maps a getList tree (`children` nested, as the envelope providers answer) onto Semi options. */
export function toTreeOptions(rows: unknown, labelField: string, valueField: string): TreeOption[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Row) => {
    const value = row[valueField] as string | number;
    const children = toTreeOptions(row.children, labelField, valueField);
    return {
      label: String(row[labelField] ?? value),
      value,
      key: String(value),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/**
 * Loads a tree once per endpoint through the form's HttpClient (`formContext.http`): GET
 * `endpoint`, reading `data.list` (or `data` when it is the list). Failures have already been
 * toasted by the client's error catalogue; the widget only shows it could not load.
 *
 * @example const { tree, loading } = useRemoteTree(http, '/departmentManagement/getList', 'name', 'id');
 */
export function useRemoteTree(
  http: HttpClient | undefined,
  endpoint: string,
  labelField: string,
  valueField: string,
): RemoteTree {
  const [state, setState] = useState<RemoteTree>({ tree: [], loading: true, failed: false });
  useEffect(() => {
    let live = true;
    if (!http) {
      setState({ tree: [], loading: false, failed: true });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    http.get<{ list?: unknown } | unknown[]>(endpoint).then(
      ({ data }) => {
        const rows = Array.isArray(data) ? data : data?.list;
        if (live)
          setState({ tree: toTreeOptions(rows, labelField, valueField), loading: false, failed: false });
      },
      () => live && setState({ tree: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [http, endpoint, labelField, valueField]);
  return state;
}

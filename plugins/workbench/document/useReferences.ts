import { useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';

interface Endpoint {
  method: string;
  path: string;
  name?: string;
}

/**
 * What `[[` may refer to in a project's documents: its pages (`page:<name>`, from
 * config/pages) and endpoints (`api:<METHOD> <path>`, API management's list), read once per
 * project. A list that cannot be read leaves that kind out; typing stays possible.
 *
 * @example const references = useReferences(3); // [{ label: 'page:users' }, { label: 'api:GET /userManagement/getList', detail: … }]
 */
export function useReferences(projectId: number) {
  const { http } = usePluginServices();
  const [references, setReferences] = useState<{ label: string; detail?: string }[]>([]);
  useEffect(() => {
    const pages = http
      .get<{ files: { path: string }[] }>('/workbench/project/files', { projectId })
      .then((a) =>
        a.data.files
          .map((f) => /^config\/pages\/([^/]+)\.yaml$/.exec(f.path)?.[1])
          .filter((name): name is string => Boolean(name))
          .map((name) => ({ label: `page:${name}` })),
      )
      .catch(() => []);
    const apis = http
      .get<{ list: Endpoint[] }>('/workbench/apis/getList', { projectId })
      .then((a) => a.data.list.map((e) => ({ label: `api:${e.method} ${e.path}`, detail: e.name })))
      .catch(() => []);
    void Promise.all([pages, apis]).then(([p, a]) => setReferences([...p, ...a]));
  }, [http, projectId]);
  return references;
}

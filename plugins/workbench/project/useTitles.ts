import { useEffect, useState } from 'react';
import { parse } from 'yaml';
import { isRecord } from '../../../runtime/lib';
import { usePluginServices } from '../../../runtime/plugin';

const lookup = (table: unknown, key: string): string =>
  String(
    key.split('.').reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), table) ?? '',
  );

/**
 * The console's title in both languages: app.yaml's `title` is an i18n key, so the texts a person
 * typed when creating the project live in the project's i18n/zh.yaml and en.yaml.
 *
 * @example const titles = useTitles(3, 'app.title'); // { zh: '订单后台', en: 'Orders console' }
 */
export function useTitles(projectId: number, key: string | undefined) {
  const { http } = usePluginServices();
  const [titles, setTitles] = useState<{ zh: string; en: string }>();
  useEffect(() => {
    if (!key) return;
    const read = (language: string) =>
      http
        .get<{ content: string }>('/workbench/project/file', {
          projectId,
          path: `config/i18n/${language}.yaml`,
        })
        .then((answer) => lookup(parse(answer.data.content), key))
        .catch(() => '');
    void Promise.all([read('zh'), read('en')]).then(([zh, en]) => setTitles({ zh, en }));
  }, [http, projectId, key]);
  return titles;
}

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breachesOf, ONE_WAY_RULES, type OneWayRule, withoutComments } from './oneWay';

const rule = (start: string) => ONE_WAY_RULES.find((each) => each.name.startsWith(start)) as OneWayRule;

describe('the runtime has one way for each concern, and plugins use it (docs/plugins.md)', () => {
  for (const each of ONE_WAY_RULES) {
    it(each.name, () => {
      expect(breachesOf(each)).toEqual([]);
    });
  }

  it('each allowed file is there and is the one way itself (a stale entry would let a copy in)', () => {
    for (const each of ONE_WAY_RULES)
      for (const file of each.allowed) {
        expect(existsSync(file), file).toBe(true);
        expect(each.find(withoutComments(readFileSync(file, 'utf8'))), file).not.toEqual([]);
      }
    expect(rule('one matchMedia').allowed).toEqual(['runtime/lib/useNarrowScreen.ts']);
  });

  it('the checks see what they must, and not comments or look-alikes', () => {
    const toast = rule('toasts').find;
    expect(toast("import Toast from '@douyinfe/semi-ui/lib/es/toast';")).toHaveLength(1);
    expect(toast("import { Notification, Button } from '@douyinfe/semi-ui';")).toHaveLength(1);
    expect(toast("void import('@douyinfe/semi-ui/lib/es/notification').then(show);")).toHaveLength(1);
    expect(toast("import { toast } from '../../runtime/plugin';")).toEqual([]);
    expect(toast("import Button from '@douyinfe/semi-ui/lib/es/button';")).toEqual([]);

    const strings = rule('strings').find;
    expect(strings("i18n.addResourceBundle('zh', 'translation', table, true, false);")).toHaveLength(1);
    expect(strings("i18n.addResources('en', 'translation', table);")).toHaveLength(1);
    expect(strings('const { t } = useTranslation();')).toEqual([]);

    const lazy = rule('code loads lazily').find;
    expect(lazy("import { lazy, Suspense } from 'react';")).toHaveLength(1);
    expect(lazy("const Preview = React.lazy(() => import('./Preview'));")).toHaveLength(1);
    expect(lazy("const Preview = lazyComponent(() => import('./Preview').then((m) => m.default));")).toEqual(
      [],
    );

    const permissions = rule('plugins check permissions').find;
    expect(permissions("const canWrite = holds(user.permissions, 'write:system');")).toHaveLength(1);
    expect(permissions("const canSave = user.permissions.includes('write:system');")).toHaveLength(1);
    expect(permissions("const canSave = usePermission({ permissions: ['write:system'] });")).toEqual([]);
    expect(permissions('const mine = user.roles.includes(role);')).toEqual([]);

    const narrow = rule('one matchMedia').find;
    expect(narrow("const QUERY = '(max-width: 991px)'; window.matchMedia(QUERY);")).toHaveLength(1);
    expect(narrow("window.matchMedia('(prefers-reduced-motion: reduce)').matches")).toEqual([]);

    const select = rule('dropdowns').find;
    expect(select("import Select from '@douyinfe/semi-ui/lib/es/select';")).toHaveLength(1);
    expect(select("import { Select, Button } from '@douyinfe/semi-ui';")).toHaveLength(1);
    expect(select("import { Select } from '../../../runtime/forms';")).toEqual([]);
    expect(select("import TreeSelect from '@douyinfe/semi-ui/lib/es/treeSelect';")).toEqual([]);

    const avatar = rule('avatars').find;
    expect(avatar("import Avatar from '@douyinfe/semi-ui/lib/es/avatar';")).toHaveLength(1);
    expect(avatar("import { Avatar } from '../../../runtime/ui/semi';")).toEqual([]);

    const pager = rule('pagers').find;
    expect(pager("import Pagination from '@douyinfe/semi-ui/lib/es/pagination';")).toHaveLength(1);
    expect(pager("import { Pagination } from '../../../runtime/ui/pagination';")).toEqual([]);

    const table = rule("Semi's tables").find;
    expect(table("import Table from '@douyinfe/semi-ui/lib/es/table';")).toHaveLength(1);
    expect(table("import Table, { type ColumnProps } from '@douyinfe/semi-ui/lib/es/table';")).toHaveLength(
      1,
    );
    expect(table("import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';")).toEqual([]);
    expect(table("import { Table } from '../../../runtime/ui/semi';")).toEqual([]);

    const tabs = rule('tabs wrap').find;
    expect(tabs('<Tabs type="card" onChange={(key) => show(key)} collapsible>')).toHaveLength(1);
    expect(tabs('<Tabs type="card" activeKey={shown}>\n<TabPane tab="collapsible" />')).toEqual([]);

    expect(
      withoutComments('/** @example Toast.error(message) */\n// React.lazy, not this\nconst a = 1;'),
    ).not.toMatch(/Toast|lazy/);
  });
});

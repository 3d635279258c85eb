import type { SeedConfig } from './readSeedConfig';
import { DEMO_ACCOUNTS, seedRoles, seedUsers } from './seedAccounts';
import { seedAreas } from './seedArea';
import { createSeededRandom } from './seededRandom';
import { seedRemixIcons } from './seedIcons';
import {
  seedDepartments,
  seedGoods,
  seedNotices,
  seedSearchSuggestions,
  seedSystemLogs,
  seedTable,
} from './seedLists';
import { seedDemoRoutes, seedMenus } from './seedRouteData';
import { seedWorkbench } from './seedWorkbench';
import { seedWorkflows } from './seedWorkflow';

/** The fixed seed of the generator: change it and every record changes. */
export const SEED = 20240101;

/**
 * Builds the whole mock database from config/ and a fixed random seed. Same config in, same
 * object out: `mock-db.json` is reproducible.
 *
 * @example
 * const db = buildSeed(readSeedConfig('config'));
 * db.table.length; // 50
 */
export function buildSeed(config: SeedConfig) {
  const random = createSeededRandom(SEED);
  const departments = seedDepartments(random);
  const menus = seedMenus(
    config.routes,
    config.translate,
    config.roles.map((role) => role.name),
  );
  const users = seedUsers(
    random,
    config.roles.map((role) => role.name),
    departments.map((department) => department.id),
  );
  const descriptions = [
    { id: 1, label: '用户名', value: 'admin' },
    { id: 2, label: '手机号', value: users[0].phone },
    { id: 3, label: '居住地', value: '浙江省杭州市' },
    { id: 4, label: '备注', value: '积木工作台的示例描述列表' },
    { id: 5, label: '联系地址', value: '浙江省杭州市西湖区文三路 1 号' },
  ];
  return {
    users,
    roles: seedRoles(config.roles, menus),
    departments,
    menus,
    systemLogs: seedSystemLogs(
      random,
      DEMO_ACCOUNTS.map((account) => account.username),
    ),
    table: seedTable(random),
    goods: seedGoods(random),
    notices: seedNotices(random),
    searchSuggestions: seedSearchSuggestions(),
    areas: seedAreas(),
    remixIcons: seedRemixIcons(),
    workflows: seedWorkflows(),
    routes: seedDemoRoutes(config.routes).map((route, index) => ({ id: index + 1, ...route })),
    descriptions,
    ...seedWorkbench(random),
  };
}

/** The shape of mock-db.json. */
export type SeedDatabase = ReturnType<typeof buildSeed>;

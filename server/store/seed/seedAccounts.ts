import { hashPassword } from '../passwords';
import type { SeededRandom } from './seededRandom';

/** The one password of the three demo accounts, printed when the server starts. */
export const DEMO_PASSWORD = 'jimu123456';

/** The demo accounts and the roles they hold (admin → Admin, editor → Editor, test → Test). */
export const DEMO_ACCOUNTS: { username: string; roles: string[] }[] = [
  { username: 'admin', roles: ['Admin'] },
  { username: 'editor', roles: ['Editor'] },
  { username: 'test', roles: ['Test'] },
];

const STAFF = [
  'zhangwei',
  'wangfang',
  'lina',
  'liuyang',
  'chenjie',
  'yangmin',
  'zhaolei',
  'huangli',
  'zhouqiang',
];
const MORE_STAFF = ['wujing', 'xuhao', 'sunyue', 'maxin', 'zhuting', 'hujun', 'guoping', 'linxi'];

/** A role as the seed knows it from config/permissions.yaml. */
export interface SeedRole {
  name: string;
  title: string;
  description?: string;
  permissions: string[];
}

/**
 * Users: the three demo accounts plus staff records so the user list has pages to turn. Staff get
 * a random password nobody knows: they are data, not accounts to sign in with.
 *
 * @example
 * seedUsers(random, ['Admin', 'Editor', 'Test'], [1, 2]);
 */
export function seedUsers(random: SeededRandom, roleNames: string[], departmentIds: number[]) {
  const from = new Date('2023-01-01T00:00:00Z');
  const to = new Date('2024-06-30T00:00:00Z');
  const hash = (password: string) => hashPassword(password, Buffer.from(random.hex(16), 'hex'));
  const demo = DEMO_ACCOUNTS.map((account, index) => ({
    id: index + 1,
    username: account.username,
    password: hash(DEMO_PASSWORD),
    email: `${account.username}@jimu.dev`,
    phone: `138${String(random.int(0, 99999999)).padStart(8, '0')}`,
    roles: account.roles,
    avatar: `/mock-assets/avatar/${index + 1}.svg`,
    departmentId: departmentIds[index % departmentIds.length],
    status: 'enabled',
    datatime: random.datetime(from, to),
  }));
  const staff = [...STAFF, ...MORE_STAFF].map((username, index) => ({
    id: demo.length + index + 1,
    username,
    password: hash(random.hex(12)),
    email: `${username}@jimu.dev`,
    phone: `13${random.int(0, 9)}${String(random.int(0, 99999999)).padStart(8, '0')}`,
    roles: [random.pick(roleNames.filter((role) => role !== 'Admin'))],
    avatar: `/mock-assets/avatar/${(index % 26) + 1}.svg`,
    departmentId: random.pick(departmentIds),
    status: random.bool(0.85) ? 'enabled' : 'disabled',
    datatime: random.datetime(from, to),
  }));
  return [...demo, ...staff];
}

/**
 * Role records for role management: the roles of permissions.yaml with their resource rights
 * (`btnRolesCheckedList`, the permissions) and menu rights (`menuIds`).
 *
 * @example
 * seedRoles(roles, menus);
 */
export function seedRoles(roles: SeedRole[], menus: { id: number; role: string[] }[]) {
  return roles.map((role, index) => ({
    id: index + 1,
    role: role.name,
    title: role.title,
    description: role.description ?? '',
    permissions: role.permissions,
    btnRolesCheckedList: role.permissions,
    menuIds: menus
      .filter((menu) => menu.role.length === 0 || menu.role.includes(role.name))
      .map((menu) => menu.id),
  }));
}

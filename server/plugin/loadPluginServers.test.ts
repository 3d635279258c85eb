import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPluginServers } from './loadPluginServers';
import { pluginContributions } from './pluginContributions';
import type { PluginServer } from './pluginServer';

const dir = mkdtempSync(join(tmpdir(), 'jimu-plugin-servers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A plugin folder with this plugin.yaml and, when given, this server/index.ts. */
function plugin(name: string, yaml: string, serverModule?: string): void {
  mkdirSync(join(dir, name, 'server'), { recursive: true });
  writeFileSync(join(dir, name, 'plugin.yaml'), yaml);
  if (serverModule !== undefined) writeFileSync(join(dir, name, 'server', 'index.ts'), serverModule);
}

const codes = (found: Awaited<ReturnType<typeof loadPluginServers>>) => found.diagnostics.map((d) => d.code);

describe('loadPluginServers: the server halves of the plugins app.yaml enables', () => {
  it("mounts the workbench's from its plugin.yaml, and nothing for a plugin without one", async () => {
    const found = await loadPluginServers('plugins', ['workbench', 'showcase', 'example']);
    expect(found.diagnostics).toEqual([]);
    expect(found.servers.map((server) => server.name)).toEqual(['workbench']);
    expect(Object.keys(found.servers[0]?.bodies ?? {})).toContain('POST /workbench/board/save');
  });

  it('loads a declared half and answers each mistake as a diagnostic naming the file', async () => {
    plugin('good', 'name: good\nserver: server/index.ts\n', "export default { name: 'good', mount() {} };\n");
    plugin('missing', 'name: missing\nserver: server/index.ts\n');
    plugin(
      'misnamed',
      'name: misnamed\nserver: server/index.ts\n',
      "export default { name: 'other', mount() {} };\n",
    );
    plugin('nomount', 'name: nomount\nserver: server/index.ts\n', "export default { name: 'nomount' };\n");
    const found = await loadPluginServers(dir, ['good', 'missing', 'misnamed', 'nomount', 'absent']);
    expect(found.servers.map((server) => server.name)).toEqual(['good']);
    expect(codes(found)).toEqual([
      'missing-plugin-server',
      'bad-plugin-server',
      'bad-plugin-server',
      'unknown-plugin',
    ]);
    expect(found.diagnostics[0]?.message).toContain("plugin 'missing'");
    expect(found.diagnostics[1]?.file).toMatch(/misnamed[/\\]server[/\\]index\.ts$/);
  });
});

describe('pluginContributions: one body rule per route, one owner per field', () => {
  const mount = () => undefined;
  const own = { 'POST /login': {} };

  it("adds each plugin's body rules and owned fields to the server's", () => {
    const shop: PluginServer = {
      name: 'shop',
      bodies: { 'POST /shop/save': {} },
      ownedFields: { orders: { fields: ['status'], call: 'POST /shop/save' } },
      mount,
    };
    const merged = pluginContributions(own, [shop]);
    expect(Object.keys(merged.bodies)).toEqual(['POST /login', 'POST /shop/save']);
    expect(Object.keys(merged.ownedFields)).toEqual(['orders']);
  });

  it('refuses a route or a collection two parties declare, naming both', () => {
    const clash: PluginServer = { name: 'clash', bodies: { 'POST /login': {} }, mount };
    expect(() => pluginContributions(own, [clash])).toThrow(
      'plugin clash: the server already has a body rule for POST /login',
    );
    const a: PluginServer = { name: 'a', ownedFields: { orders: { fields: ['x'], call: 'POST /a' } }, mount };
    const b: PluginServer = { name: 'b', ownedFields: { orders: { fields: ['y'], call: 'POST /b' } }, mount };
    expect(() => pluginContributions(own, [a, b])).toThrow(
      'plugin b: plugin a already owns fields of orders',
    );
  });
});

import type { GenTable } from '../../generator/server/genTypes';
import { mergeApiRules } from '../../server/yamlMerge';

/** The three envelope rules of one generated table, as the code generator writes them. */
export function apiRulesOf(table: GenTable): { match: string; permission: string }[] {
  const r = table.resource;
  const { read, write, delete: del } = table.permissions;
  return [
    { match: `POST /${r}/doDelete`, permission: del },
    { match: `POST /${r}/doEdit`, permission: write },
    { match: `GET /${r}/getList`, permission: read },
  ];
}

/**
 * The project's permissions.yaml with the rules of every chosen table merged in (existing rules for
 * the same match are replaced, everything else keeps its text), in the order the tables were
 * chosen, so the same choice always gives the same file.
 */
export function backendPermissions(current: string, tables: GenTable[]): string {
  return tables.reduce((text, table) => mergeApiRules(text, apiRulesOf(table)), current);
}

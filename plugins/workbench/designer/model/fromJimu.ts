import type {
  ContainerMemory,
  FormDoc,
  FormNode,
  FormStrings,
  JimuForm,
  Json,
  VisibleWhen,
} from './formTypes';
import { objectOf } from './formTypes';

let counter = 0;
/** A designer-only node id, unique in this page's life. */
export const newNodeId = () => `n${++counter}`;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node kind a property schema stands for. */
export function kindOf(schema: Json): FormNode['kind'] {
  if (schema.type === 'object' && isObject(schema.properties)) return 'group';
  if (schema.type === 'array' && isObject(schema.items) && isObject(schema.items.properties)) return 'array';
  if (schema.type === 'null') return 'note';
  return 'field';
}

/** A visibility rule as the designer writes it: one field shown while another equals a value. */
function readRule(
  entry: unknown,
): { when: VisibleWhen; key: string; schema: Json; required: boolean } | null {
  if (!isObject(entry) || Object.keys(entry).sort().join() !== 'if,then') return null;
  const { if: test, then } = entry;
  if (!isObject(test) || !isObject(then) || !isObject(test.properties) || !isObject(then.properties))
    return null;
  if (Object.keys(test).sort().join() !== 'properties,required') return null;
  const tested = Object.entries(test.properties);
  const shown = Object.entries(then.properties);
  if (tested.length !== 1 || shown.length !== 1) return null;
  const [[field, condition]] = tested;
  const [[key, schema]] = shown;
  if (!isObject(condition) || Object.keys(condition).join() !== 'const' || !isObject(schema)) return null;
  if (JSON.stringify(test.required) !== JSON.stringify([field])) return null;
  const equals = condition.const;
  if (!['string', 'number', 'boolean'].includes(typeof equals)) return null;
  const thenKeys = Object.keys(then).sort().join();
  if (thenKeys !== 'properties' && thenKeys !== 'properties,required') return null;
  const required =
    then.required === undefined ? false : JSON.stringify(then.required) === JSON.stringify([key]);
  if (then.required !== undefined && !required) return null;
  return { when: { field, equals: equals as VisibleWhen['equals'] }, key, schema, required };
}

/** rjsf's own ordering: keys named in ui:order first, the rest at `*`; unknown names dropped. */
function resolveOrder(keys: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return keys;
  const named = order.filter((k): k is string => typeof k === 'string' && (k === '*' || keys.includes(k)));
  const rest = keys.filter((k) => !named.includes(k));
  const star = named.indexOf('*');
  if (star < 0) return [...named, ...rest];
  return [...named.slice(0, star), ...rest, ...named.slice(star + 1)];
}

interface Container {
  schema: Json;
  ui: Json;
  children: FormNode[];
  memory: ContainerMemory;
}

/** Splits an object schema and its uiSchema into the container's own keywords and its fields. */
function readContainer(schema: Json, ui: Json): Container {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const rules = new Map<string, NonNullable<ReturnType<typeof readRule>>>();
  const allOf = Array.isArray(schema.allOf)
    ? schema.allOf.map((entry) => {
        const rule = readRule(entry);
        if (!rule || rule.key in properties || rules.has(rule.key)) return entry;
        rules.set(rule.key, rule);
        return { $rule: rule.key };
      })
    : undefined;
  const declared = Object.keys(properties);
  const canvas = resolveOrder([...declared, ...rules.keys()], ui['ui:order']);
  const children = canvas.map((key) => {
    const rule = rules.get(key);
    const own: unknown = rule ? rule.schema : properties[key];
    const node = nodeFrom(key, isObject(own) ? own : {}, isObject(ui[key]) ? ui[key] : {});
    node.hadUi = key in ui;
    node.required = rule ? rule.required : required.includes(key);
    if (rule) node.visibleWhen = rule.when;
    return node;
  });
  const restUi = Object.fromEntries(
    Object.entries(ui).filter(([key]) => key !== 'ui:order' && !canvas.includes(key)),
  );
  return {
    schema: schema,
    ui: restUi,
    children,
    memory: {
      declared,
      requiredOrder: required,
      hadRequired: 'required' in schema,
      order: Array.isArray(ui['ui:order']) ? ui['ui:order'] : undefined,
      resolvedOrder: canvas,
      allOf,
    },
  };
}

/** One property as a node; groups and arrays of objects take their fields apart recursively. */
export function nodeFrom(key: string, schema: Json, ui: Json): FormNode {
  const kind = kindOf(schema);
  const node: FormNode = {
    id: newNodeId(),
    key,
    kind,
    schema: { ...schema },
    ui: { ...ui },
    required: false,
  };
  if (kind === 'group') {
    const inner = readContainer(schema, ui);
    return {
      ...node,
      schema: { ...inner.schema },
      ui: inner.ui,
      children: inner.children,
      memory: inner.memory,
    };
  }
  if (kind === 'array') {
    const items = objectOf(schema.items);
    const inner = readContainer(items, isObject(ui.items) ? ui.items : {});
    const nodeUi = { ...ui, ...(isObject(ui.items) ? { items: inner.ui } : {}) };
    return {
      ...node,
      schema: { ...schema, items: { ...inner.schema } },
      ui: nodeUi,
      children: inner.children,
      memory: inner.memory,
    };
  }
  return node;
}

/**
 * A Jimu form (edit/search schema + uiSchema) as a designer document. Every keyword it does not
 * edit is carried verbatim, so `toJimu(fromJimu(form))` deep-equals `form` (round trip).
 *
 * @example
 * const doc = fromJimu(page.edit, { zh: {}, en: {} }, 'page.users');
 */
export function fromJimu(form: JimuForm, strings: FormStrings, prefix: string): FormDoc {
  const root = readContainer(form.schema, form.uiSchema ?? {});
  return {
    schema: { ...root.schema },
    ui: root.ui,
    nodes: root.children,
    memory: root.memory,
    strings,
    prefix,
  };
}

/** A new, empty form (`type: object`, no fields). */
export const emptyDoc = (prefix: string): FormDoc =>
  fromJimu({ schema: { type: 'object', properties: {} }, uiSchema: {} }, { zh: {}, en: {} }, prefix);

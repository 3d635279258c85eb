import type { ContainerMemory, FormDoc, FormNode, JimuForm, Json } from './formTypes';
import { isJson, objectOf } from './formTypes';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A visibility rule in JSON Schema: the field's schema under `then`, tested by `if`. */
function ruleOf(node: FormNode, schema: Json): Json {
  const when = node.visibleWhen as NonNullable<FormNode['visibleWhen']>;
  return {
    if: { properties: { [when.field]: { const: when.equals } }, required: [when.field] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword (draft-07 if/then)
    then: { properties: { [node.key]: schema }, ...(node.required ? { required: [node.key] } : {}) },
  };
}

/** Writes a container's fields back into its schema and uiSchema, in the order they came. */
function writeContainer(schema: Json, ui: Json, children: FormNode[], memory: ContainerMemory | undefined) {
  const plain = children.filter((c) => !c.visibleWhen);
  const keys = plain.map((c) => c.key);
  const declared = (memory?.declared ?? []).filter((k) => keys.includes(k));
  const propertyOrder = [...declared, ...keys.filter((k) => !declared.includes(k))];
  const built = new Map(children.map((c) => [c.key, nodeToJimu(c)] as const));
  const out: Json = { ...schema };
  out.properties = Object.fromEntries(propertyOrder.map((k) => [k, built.get(k)?.schema]));
  const required = plain.filter((c) => c.required).map((c) => c.key);
  const kept = (memory?.requiredOrder ?? []).filter((k) => required.includes(k));
  const requiredList = [...kept, ...required.filter((k) => !kept.includes(k))];
  if (requiredList.length > 0 || memory?.hadRequired) out.required = requiredList;
  else delete out.required;

  const rules = new Map(
    children.filter((c) => c.visibleWhen).map((c) => [c.key, ruleOf(c, objectOf(built.get(c.key)?.schema))]),
  );
  const allOf: unknown[] = [];
  for (const entry of memory?.allOf ?? []) {
    const marker = (entry as { $rule?: string } | null)?.$rule;
    if (marker === undefined) allOf.push(entry);
    else if (rules.has(marker)) {
      allOf.push(rules.get(marker));
      rules.delete(marker);
    }
  }
  allOf.push(...rules.values());
  if (allOf.length > 0 || memory?.allOf) out.allOf = allOf;
  else delete out.allOf;

  const canvas = children.map((c) => c.key);
  // rjsf's own order without ui:order: the properties, then the fields a rule adds.
  const natural = [...propertyOrder, ...children.filter((c) => c.visibleWhen).map((c) => c.key)];
  const uiOut: Json = {};
  if (memory?.order && same(canvas, memory.resolvedOrder)) uiOut['ui:order'] = memory.order;
  else if (memory?.order || !same(canvas, natural)) uiOut['ui:order'] = canvas;
  Object.assign(uiOut, ui);
  for (const child of children) {
    const childUi = objectOf(built.get(child.key)?.ui);
    if (Object.keys(childUi).length > 0 || child.hadUi) uiOut[child.key] = childUi;
  }
  return { schema: out, ui: uiOut };
}

/** One node back to its property schema and uiSchema entry. */
export function nodeToJimu(node: FormNode): { schema: Json; ui: Json } {
  if (node.kind === 'group') return writeContainer(node.schema, node.ui, node.children ?? [], node.memory);
  if (node.kind === 'array') {
    const items = isJson(node.schema.items) ? node.schema.items : { type: 'object' };
    const itemsUi = objectOf(node.ui.items);
    const inner = writeContainer(items, itemsUi, node.children ?? [], node.memory);
    const ui: Json = { ...node.ui };
    if (Object.keys(inner.ui).length > 0 || 'items' in node.ui) ui.items = inner.ui;
    return { schema: { ...node.schema, items: inner.schema }, ui };
  }
  return { schema: node.schema, ui: node.ui };
}

/**
 * The designer document as Jimu's config: `{type: object, required, properties}` + uiSchema with
 * `ui:order` from the canvas (written when the source had one or the canvas order differs).
 *
 * @example
 * const { schema, uiSchema } = toJimu(doc); // page.edit.schema / page.edit.uiSchema
 */
export function toJimu(doc: FormDoc): JimuForm {
  const { schema, ui } = writeContainer(doc.schema, doc.ui, doc.nodes, doc.memory);
  return { schema, uiSchema: ui };
}

/** A JSON object of a schema or uiSchema, carried as it is. */
export type Json = Record<string, unknown>;

/** Whether a value is a JSON object: not an array, not null. */
export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object as it is, or an empty one for anything else (a missing `ui:options` or `items`). */
export const objectOf = (value: unknown): Json => (isJson(value) ? value : {});

/** field: one value; group: a nested object; array: a list of objects; note: a text with no value. */
export type NodeKind = 'field' | 'group' | 'array' | 'note';

/** Show a field only while another field of the same object has this value (JSON Schema if/then). */
export interface VisibleWhen {
  field: string;
  equals: string | number | boolean;
}

/**
 * What a container (the form itself, a group, an array's item) remembers of its source, so an
 * import exported unchanged gives the same schema back: the declared order of `properties`, the
 * order of `required`, and `ui:order` as written (it may hold `*`).
 */
export interface ContainerMemory {
  declared: string[];
  requiredOrder: string[];
  hadRequired: boolean;
  order?: unknown[];
  /** The canvas order `order` resolved to when imported. */
  resolvedOrder?: string[];
  /** `allOf` as written, a visibility rule standing as `{ $rule: key }` (rules are on the nodes). */
  allOf?: unknown[];
}

/**
 * One node of the designer's tree (internal model). `schema` and `ui` are the property's own
 * schema and uiSchema entry with every keyword kept verbatim (unknown ones too); a group's or an
 * array's children are taken out of them (`properties`, `required`, their ui entries, `ui:order`)
 * and put back by `toJimu`.
 */
export interface FormNode {
  id: string;
  key: string;
  kind: NodeKind;
  schema: Json;
  ui: Json;
  required: boolean;
  visibleWhen?: VisibleWhen;
  /** The parent's uiSchema had an entry for this key (written back even when empty). */
  hadUi?: boolean;
  children?: FormNode[];
  memory?: ContainerMemory;
}

/** Texts of i18n keys, flat by the full key (`page.users.fields.name` → text). */
export interface FormStrings {
  zh: Record<string, string>;
  en: Record<string, string>;
}

/**
 * A designer document: the form's root schema and uiSchema without their fields, the fields as a
 * tree, the texts of the i18n keys it uses, and the prefix new keys get (`page.<name>`).
 */
export interface FormDoc {
  schema: Json;
  ui: Json;
  nodes: FormNode[];
  memory: ContainerMemory;
  strings: FormStrings;
  prefix: string;
}

/** The form as Jimu's page config holds it. */
export interface JimuForm {
  schema: Json;
  uiSchema: Json;
}

import { ID, LONG_TEXT, strict } from '../../../../server/http/bodyRuleParts';
import { schema } from '../../../../server/http/bodySchema';

const TEXT_FIELD = schema({ type: 'string', maxLength: 2000 });

/**
 * One route of the edited tree, as routes.yaml writes it. A route without a path or a name is
 * refused by the handler in its own words; what the values may be (name and page patterns, meta's
 * keys) the project validation reports at their line and column in routes.yaml.
 */
const ROUTE = strict({
  path: TEXT_FIELD,
  name: TEXT_FIELD,
  page: TEXT_FIELD,
  component: TEXT_FIELD,
  redirect: TEXT_FIELD,
  meta: { type: 'object' },
  children: { type: 'array', items: { $ref: '#/$defs/route' }, maxItems: 1000 },
});

/**
 * The frontend generator's document: the route tree, theme defaults (theme.yaml's keys, checked by
 * the project validation), route titles in both languages and new page files by name.
 */
export const FRONTEND_CONSOLE = schema({
  ...strict(
    {
      projectId: ID,
      routes: { type: 'array', items: { $ref: '#/$defs/route' }, maxItems: 1000 },
      theme: { type: 'object' },
      titles: {
        type: 'object',
        maxProperties: 10_000,
        additionalProperties: strict({ zh: TEXT_FIELD, en: TEXT_FIELD }, ['zh', 'en']),
      },
      pages: { type: 'object', maxProperties: 1000, additionalProperties: LONG_TEXT },
    },
    ['projectId'],
  ),
  $defs: { route: ROUTE },
});

// The text keeps the handler's own words when it is missing (`请粘贴要检查的配置`).
/** A config snippet checked against its kind's schema. */
export const TOOLS_CHECK_SNIPPET = strict({
  kind: { type: 'string', enum: ['page', 'routes', 'app', 'permissions', 'theme', 'i18n'] },
  text: LONG_TEXT,
});

// Strings by i18n key; each key and text is checked and named by its key in the handler's words.
/** Missing strings added to a language's table. */
export const TOOLS_I18N_ADD = strict(
  {
    projectId: ID,
    language: { type: 'string', maxLength: 32 },
    strings: { type: 'object', maxProperties: 10_000, additionalProperties: TEXT_FIELD },
  },
  ['projectId'],
);

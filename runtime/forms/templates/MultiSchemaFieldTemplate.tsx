import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';

/**
 * A field whose value may be of several kinds (anyOf / oneOf): the choice of kind, then the field
 * of the chosen one. In an entry of a list of values the two sit side by side (forms.css).
 *
 * @example schema: { anyOf: [{ type: 'integer' }, { type: 'string' }] }
 */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="jimu-form-choice">
      {selector ? <div className="jimu-form-choice-kind">{selector}</div> : null}
      <div className="jimu-form-choice-field">{optionSchemaField}</div>
    </div>
  );
}

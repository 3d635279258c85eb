import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { isScalarChoice } from '../scalarLists';

/**
 * A field whose value may be of several kinds (anyOf / oneOf): the choice of kind, then the field
 * of the chosen one; between plain values (a number or a text) the two sit side by side (forms.css).
 *
 * @example schema: { anyOf: [{ type: 'integer' }, { type: 'string' }] }
 */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
  schema,
}: MultiSchemaFieldTemplateProps) {
  return (
    <div className={isScalarChoice(schema) ? 'jimu-form-choice jimu-form-choice-inline' : 'jimu-form-choice'}>
      {selector ? <div className="jimu-form-choice-kind">{selector}</div> : null}
      <div className="jimu-form-choice-field">{optionSchemaField}</div>
    </div>
  );
}

import Empty from '@douyinfe/semi-ui/lib/es/empty';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getTemplate, getUiOptions } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * A list of objects or free values: its title, each item as a card with move up / move down /
 * remove (ArrayFieldItemTemplate), an empty state, then the add button. Arrays of enum values with
 * `uniqueItems` never get here: rjsf renders them as one multi-select or checkbox group.
 *
 * @example schema: { type: 'array', title: 'field.contacts', items: { type: 'object', … } }
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, uiSchema, items, optionalDataControl, onAddClick } = props;
  const { readonly, registry, required, schema, title } = props;
  const { texts } = useFormI18n();
  const options = getUiOptions(uiSchema);
  const TitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, options);
  const DescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  const editable = !readonly && !disabled;
  return (
    <fieldset id={fieldPathId.$id} className="jimu-form-array">
      <TitleTemplate
        fieldPathId={fieldPathId}
        title={options.title || title}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        optionalDataControl={editable ? optionalDataControl : undefined}
      />
      <DescriptionTemplate
        fieldPathId={fieldPathId}
        description={options.description || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {editable ? null : optionalDataControl}
      <div className="jimu-form-array-items">
        {items.length > 0 ? (
          items
        ) : (
          <Empty description={texts.emptyArray} className="jimu-form-array-empty" />
        )}
      </div>
      {canAdd ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="jimu-form-array-add"
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </fieldset>
  );
}

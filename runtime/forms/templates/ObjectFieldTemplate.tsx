import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';

/**
 * An object's fields. The root object draws no frame (the page around it titles the form); a
 * nested object is a titled, indented section. Expandable objects get an add button.
 * `ui:options.columns` (2–4) puts the fields in that many columns, one under 768 px.
 *
 * @example schema: { type: 'object', properties: { address: { type: 'object', title: 'field.address', … } } }
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, disabled, formData, fieldPathId, onAddProperty, optionalDataControl } = props;
  const { properties, readonly, registry, required, schema, title, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  const isRoot = fieldPathId.path.length === 0;
  // `ui:options: { columns: 2 }` lays the fields out in columns (one column on a phone).
  const columns = Math.min(Math.max(Math.trunc(Number(options.columns) || 1), 1), 4);
  const editable = !readonly && !disabled;
  return (
    <fieldset
      id={fieldPathId.$id}
      className={isRoot ? 'jimu-form-object jimu-form-root' : 'jimu-form-object jimu-form-section'}
    >
      {title && !isRoot ? (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={options.title || title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={editable ? optionalDataControl : undefined}
        />
      ) : null}
      {description ? (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {editable ? null : optionalDataControl}
      <div
        className={columns > 1 ? 'jimu-form-fields jimu-form-columns' : 'jimu-form-fields'}
        style={columns > 1 ? { '--jimu-form-columns': columns } : undefined}
      >
        {properties.filter((p) => !p.hidden).map((p) => p.content)}
        {properties.filter((p) => p.hidden).map((p) => p.content)}
      </div>
      {canExpand(schema, uiSchema, formData) ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="jimu-form-object-add"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </fieldset>
  );
}

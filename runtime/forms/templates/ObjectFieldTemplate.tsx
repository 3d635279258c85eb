import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';

/**
 * An object's fields. The root object draws no frame (the page around it titles the form); a
 * nested object is a titled, indented section. Expandable objects get an add button.
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
      <div className="jimu-form-fields">
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

import type { ThemeProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './templates/ArrayFieldItemTemplate';
import { ArrayFieldTemplate } from './templates/ArrayFieldTemplate';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { semiButtonTemplates } from './templates/ButtonTemplates';
import { DescriptionFieldTemplate } from './templates/DescriptionFieldTemplate';
import { ErrorListTemplate } from './templates/ErrorListTemplate';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate';
import { FieldHelpTemplate } from './templates/FieldHelpTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { MultiSchemaFieldTemplate } from './templates/MultiSchemaFieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { TitleFieldTemplate } from './templates/TitleFieldTemplate';
import { CheckboxesWidget } from './widgets/CheckboxesWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import {
  AreaCascaderWidget,
  ColorWidget,
  DateWidget,
  RemoteSelectWidget,
  TimeWidget,
  TreeSelectWidget,
  UploadWidget,
} from './widgets/lazyWidgets';
import { NumberWidget } from './widgets/NumberWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { TextareaWidget } from './widgets/TextareaWidget';

/**
 * Widgets by the names rjsf and page configs use. text, password, email and url are rjsf's own
 * widgets drawn through the Semi BaseInputTemplate; the rest are Semi controls, the heavy ones
 * loaded on first use (widgets/lazyWidgets.tsx).
 */
const widgets: RegistryWidgetsType = {
  TextareaWidget,
  textarea: TextareaWidget,
  UpDownWidget: NumberWidget,
  updown: NumberWidget,
  number: NumberWidget,
  RangeWidget: NumberWidget,
  range: NumberWidget,
  SelectWidget,
  select: SelectWidget,
  RadioWidget,
  radio: RadioWidget,
  CheckboxWidget,
  checkbox: CheckboxWidget,
  CheckboxesWidget,
  checkboxes: CheckboxesWidget,
  switch: SwitchWidget,
  DateWidget,
  date: DateWidget,
  DateTimeWidget: DateWidget,
  'date-time': DateWidget,
  datetime: DateWidget,
  // A `timestamp` without a zone: rjsf picks a widget by the format's name.
  localDateTime: DateWidget,
  TimeWidget,
  time: TimeWidget,
  ColorWidget,
  color: ColorWidget,
  FileWidget: UploadWidget,
  file: UploadWidget,
  upload: UploadWidget,
  treeSelect: TreeSelectWidget,
  remoteSelect: RemoteSelectWidget,
  areaCascader: AreaCascaderWidget,
};

/**
 * The Semi UI theme for @rjsf/core (no published one exists): widgets and templates, every Semi
 * component by deep import. SchemaForm uses it; `withTheme(semiTheme)` gives a bare themed Form.
 *
 * @example const SemiForm = withTheme(semiTheme); <SemiForm schema={schema} validator={validator} />
 */
export const semiTheme: ThemeProps = {
  widgets,
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    ButtonTemplates: semiButtonTemplates,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
  },
};

import IconUpload from '@douyinfe/semi-icons/lib/es/icons/IconUpload';
import Upload from '@douyinfe/semi-ui/lib/es/upload';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { uploadCall, useApiConfig } from '../../data';
import { isRecord } from '../../lib';
import { useFormI18n } from '../useFormI18n';
import { formHttp, trackUpload } from './formHttp';

/** A file as a data URL carrying its name, the shape rjsf's `data-url` format and FileWidget use. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () =>
      resolve(String(reader.result).replace(';base64', `;name=${encodeURIComponent(file.name)};base64`));
    reader.readAsDataURL(file);
  });
}

/** What the file list shows for a stored value: its embedded name, or the last part of its address. */
function nameOf(value: string, index: number): string {
  const named = /;name=([^;]+);/.exec(value);
  if (named) return decodeURIComponent(named[1]);
  return value.startsWith('data:') ? `file-${index + 1}` : value.split('/').pop() || value;
}

/**
 * Files (`format: data-url`, or `ui:widget: upload`). By default the file is embedded as a data
 * URL; with `ui:options.upload: true` it is sent through formContext.http by the upload call of
 * app.yaml `api.upload` (POST /upload, multipart, field `file` by default) and the value is the
 * address the server answers; `ui:options.endpoint` sends it the same way to another path. When
 * app.yaml says `upload: false` such a field sends nothing and its upload fails (jimu validate
 * refuses that config). An array schema takes several files.
 *
 * @example uiSchema: { avatar: { 'ui:widget': 'upload', 'ui:options': { upload: true, accept: 'image/*' } } }
 */
export function UploadWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, schema, registry } = props;
  const { texts } = useFormI18n();
  const many = schema.type === 'array';
  const values = (many ? (Array.isArray(value) ? value : []) : value ? [value] : []) as string[];
  const endpoint = typeof options.endpoint === 'string' ? options.endpoint : undefined;
  const sends = endpoint !== undefined || options.upload === true;
  const http = formHttp(registry);
  const api = useApiConfig();
  const { i18n } = useTranslation();
  return (
    <Upload
      action={endpoint ?? ''}
      accept={typeof options.accept === 'string' ? options.accept : undefined}
      limit={many ? undefined : 1}
      disabled={disabled || readonly}
      listType={options.image ? 'picture' : 'list'}
      defaultFileList={values.map((v, i) => ({
        uid: `${id}-${i}`,
        name: nameOf(v, i),
        status: 'success',
        size: '',
        url: v,
        response: { value: v },
      }))}
      customRequest={({ fileInstance, onSuccess, onError }) => {
        const upload = async () => {
          if (!sends) return readAsDataUrl(fileInstance);
          if (!http) throw new Error(`upload to ${endpoint ?? 'api.upload'} needs formContext.http`);
          const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
          const send = uploadCall(http, api, { url: endpoint, t });
          if (!send) throw new Error('uploads are turned off (app.yaml api.upload: false)');
          return send(fileInstance);
        };
        trackUpload(registry, upload()).then(
          (v) => onSuccess({ value: v }),
          () => onError({ status: 0 }),
        );
      }}
      onChange={({ fileList }) => {
        const done = fileList
          .filter((f) => f.status === 'success')
          .map((f): unknown => (isRecord(f.response) ? f.response.value : undefined) ?? f.url)
          .filter((v): v is string => typeof v === 'string');
        onChange(many ? done : (done[0] ?? options.emptyValue));
      }}
    >
      {/* Upload's own wrapper is the button (role, focus, keys); a real button inside it would nest
          one control in another, so the face only looks like one. */}
      <span
        id={id}
        className={`semi-button semi-button-primary semi-button-light semi-button-with-icon${disabled || readonly ? ' semi-button-disabled' : ''}`}
      >
        <span className="semi-button-content">
          <IconUpload aria-hidden />
          <span className="semi-button-content-right">{texts.upload}</span>
        </span>
      </span>
    </Upload>
  );
}

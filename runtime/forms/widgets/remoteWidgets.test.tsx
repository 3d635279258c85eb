// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, HttpClient, HttpRequest } from '../../data';
import { elementOf } from '../../lib/testElements';
import { renderSchemaForm } from '../renderSchemaForm';
import { areaPath } from './AreaCascaderWidget';
import { preloadWidgets } from './lazyWidgets';

afterEach(cleanup);
// The heavy widgets load on first use (lazyWidgets); loaded ahead, forms draw them at once.
beforeAll(() => preloadWidgets());

/** An HttpClient answering only the GETs and POSTs listed; anything else fails the test. */
function fakeHttp(gets: Record<string, unknown>, posts: Record<string, (body: unknown) => unknown> = {}) {
  const calls: string[] = [];
  const envelope = <T,>(data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data } as Envelope<T>);
  const http: HttpClient = {
    request: <T,>(request: HttpRequest) =>
      request.method === 'POST'
        ? http.post<T>(request.url, request.data)
        : Promise.reject(new Error('unexpected request')),
    get: <T,>(url: string) => {
      calls.push(`GET ${url}`);
      return url in gets ? envelope<T>(gets[url]) : Promise.reject(new Error(`unexpected GET ${url}`));
    },
    post: <T,>(url: string, body?: unknown) => {
      calls.push(`POST ${url}`);
      const answer = posts[url];
      return answer
        ? Promise.resolve(answer(body)).then((data) => envelope<T>(data))
        : Promise.reject(new Error(`unexpected POST ${url}`));
    },
    put: () => Promise.reject(new Error('unexpected PUT')),
    delete: () => Promise.reject(new Error('unexpected DELETE')),
  };
  return { http, calls };
}

const submitButton = () => screen.getByRole('button', { name: /Submit|提交/ });
const submit = () => fireEvent.click(submitButton());
/** Submits once the form lets it: a file on its way holds the button until it has landed. */
async function submitWhenReady() {
  await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBe('false'));
  submit();
}
const departments = {
  list: [
    {
      id: 1,
      name: '积木科技',
      children: [{ id: 2, name: '研发中心', children: [{ id: 3, name: '前端组' }] }],
    },
  ],
  total: 3,
};
const areas = {
  list: [
    { code: '110000', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] },
    {
      code: '440000',
      name: '广东省',
      children: [{ code: '440300', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }],
    },
  ],
};

describe('remote widgets', () => {
  it('treeSelect: loads the tree from ui:options.endpoint with formContext.http and submits the valueField', async () => {
    const { http, calls } = fakeHttp({ '/departmentManagement/getList': departments });
    const { container, submitted } = await renderSchemaForm({
      schema: { type: 'object', properties: { departmentId: { type: 'integer', title: 'field.name' } } },
      uiSchema: {
        departmentId: {
          'ui:widget': 'treeSelect',
          'ui:options': { endpoint: '/departmentManagement/getList' },
        },
      },
      formData: { departmentId: 3 },
      formContext: { http },
    });
    await waitFor(() =>
      expect(container.querySelector('.semi-tree-select')?.textContent).toContain('前端组'),
    );
    expect(calls).toEqual(['GET /departmentManagement/getList']);
    fireEvent.click(elementOf(container.querySelector('.semi-tree-select'), Element));
    fireEvent.click(await screen.findByText('研发中心'));
    submit();
    await waitFor(() => expect(submitted).toEqual([{ departmentId: 2 }]));
  });

  it('areaCascader: shows the path of a six-digit code from /area/getList; the value is the code', async () => {
    expect(areaPath('440305')).toEqual(['440000', '440300', '440305']);
    expect(areaPath('110000')).toEqual(['110000']);
    expect(areaPath('11')).toEqual([]);
    const { http, calls } = fakeHttp({ '/area/getList': areas });
    const { container, submitted } = await renderSchemaForm({
      schema: { type: 'object', properties: { area: { type: 'string', pattern: '^\\d{6}$' } } },
      uiSchema: { area: { 'ui:widget': 'areaCascader' } },
      formData: { area: '110105' },
      formContext: { http },
    });
    // 北京市 has no city level in the data: the path skips it.
    await waitFor(() =>
      expect(container.querySelector('.semi-cascader')?.textContent).toContain('北京市 / 朝阳区'),
    );
    expect(calls).toEqual(['GET /area/getList']);
    fireEvent.click(elementOf(container.querySelector('.semi-cascader'), Element));
    fireEvent.click(await screen.findByText('广东省'));
    fireEvent.click(await screen.findByText('深圳市'));
    fireEvent.click(await screen.findByText('南山区'));
    submit();
    await waitFor(() => expect(submitted).toEqual([{ area: '440305' }]));
  });

  it('treeSelect without formContext.http says it could not load', async () => {
    const { container } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { d: { type: 'integer' } } },
        uiSchema: { d: { 'ui:widget': 'treeSelect', 'ui:options': { endpoint: '/x' } } },
      },
      'en',
    );
    await waitFor(() => expect(container.textContent).toContain('Could not load the options'));
  });

  it('upload: embeds a file as a named data URL (data-url format)', async () => {
    const { container, submitted } = await renderSchemaForm(
      { schema: { type: 'object', properties: { file: { type: 'string', format: 'data-url' } } } },
      'en',
    );
    const input = elementOf(container.querySelector('input[type=file]'), HTMLInputElement);
    const file = new File(['hello'], 'hi.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(container.textContent).toContain('hi.txt'));
    // FileReader is asynchronous: the form holds its submit until the read has landed.
    await submitWhenReady();
    await waitFor(() => expect(submitted).toEqual([{ file: 'data:text/plain;name=hi.txt;base64,aGVsbG8=' }]));
  });

  it('upload: posts to ui:options.endpoint through formContext.http; the value is the answered url', async () => {
    const { http, calls } = fakeHttp(
      {},
      {
        '/upload': (body) => ({
          url: `/files/${(body as FormData).get('file') instanceof File ? 'a.png' : '?'}`,
        }),
      },
    );
    const { container, submitted } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { avatar: { type: 'string' } } },
        uiSchema: {
          avatar: { 'ui:widget': 'upload', 'ui:options': { endpoint: '/upload', accept: 'image/*' } },
        },
        formContext: { http },
      },
      'en',
    );
    const input = elementOf(container.querySelector('input[type=file]'), HTMLInputElement);
    fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls).toEqual(['POST /upload']));
    await submitWhenReady();
    await waitFor(() => expect(submitted).toEqual([{ avatar: '/files/a.png' }]));
  });

  it('#28.3 upload: with upload: true the file goes where app.yaml api.upload says, in its field; the address is read at its path', async () => {
    const { http, calls } = fakeHttp(
      {},
      {
        '/oss/put': (body) => ({
          location: (body as FormData).get('blob') instanceof File ? '/cdn/a.png' : '?',
        }),
      },
    );
    const { container, submitted } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { avatar: { type: 'string' } } },
        uiSchema: { avatar: { 'ui:widget': 'upload', 'ui:options': { upload: true } } },
        formContext: { http },
      },
      'en',
      { upload: { url: '/oss/put', field: 'blob', fileUrl: 'data.location' } },
    );
    const input = elementOf(container.querySelector('input[type=file]'), HTMLInputElement);
    fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls).toEqual(['POST /oss/put']));
    await submitWhenReady();
    await waitFor(() => expect(submitted).toEqual([{ avatar: '/cdn/a.png' }]));
  });

  it('upload: while a file is on its way the submit button is held, and a click sends nothing; once it lands the save carries its address', async () => {
    let land: (answer: unknown) => void = () => undefined;
    const { http, calls } = fakeHttp({}, { '/upload': () => new Promise((resolve) => (land = resolve)) });
    const { container, submitted } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { avatar: { type: 'string' } } },
        uiSchema: { avatar: { 'ui:widget': 'upload', 'ui:options': { endpoint: '/upload' } } },
        formContext: { http },
      },
      'en',
    );
    const input = elementOf(container.querySelector('input[type=file]'), HTMLInputElement);
    fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls).toEqual(['POST /upload']));
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    submit();
    fireEvent.submit(elementOf(container.querySelector('form'), HTMLFormElement));
    land({ url: '/files/a.png' });
    await submitWhenReady();
    await waitFor(() => expect(submitted).toEqual([{ avatar: '/files/a.png' }]));
  });

  it('remoteSelect: shows the held value by its label, asked for by value, and submits the value', async () => {
    const { http, calls } = fakeHttp({
      '/invoice/options/customerId': { list: [{ value: 45, label: 'Gonçalves' }], total: 59 },
    });
    const { container, submitted } = await renderSchemaForm({
      schema: { type: 'object', properties: { customerId: { type: 'integer', title: 'field.name' } } },
      uiSchema: {
        customerId: {
          'ui:widget': 'remoteSelect',
          'ui:options': { endpoint: '/invoice/options/customerId' },
        },
      },
      formData: { customerId: 45 },
      formContext: { http },
    });
    await waitFor(() => expect(container.querySelector('.semi-select')?.textContent).toContain('Gonçalves'));
    expect(calls).toEqual(['GET /invoice/options/customerId']);
    submit();
    await waitFor(() => expect(submitted).toEqual([{ customerId: 45 }]));
  });
});

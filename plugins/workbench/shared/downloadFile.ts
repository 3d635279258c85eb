import type { HttpClient } from '../../../runtime/data';

/**
 * Downloads a zip the server builds: asked for as base64 inside the envelope (`as=base64`), so
 * the call goes through the console's http client (token, refresh, errors), then handed to the
 * browser as a file.
 *
 * @example await downloadFile(http, '/workbench/project/zip?projectId=1');
 */
export async function downloadFile(http: HttpClient, url: string, body?: unknown): Promise<void> {
  const withFormat = `${url}${url.includes('?') ? '&' : '?'}as=base64`;
  const answer =
    body === undefined
      ? await http.get<{ name: string; base64: string }>(withFormat)
      : await http.post<{ name: string; base64: string }>(withFormat, body);
  const bytes = Uint8Array.from(atob(answer.data.base64), (c) => c.charCodeAt(0));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  link.download = answer.data.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * Hands a JSON document to the browser as a file download (an exported template set).
 *
 * @example saveJson('jimu-crud.json', { jimuTemplateSet: 1, files: [] });
 */
export function saveJson(name: string, document: unknown): void {
  const link = window.document.createElement('a');
  link.href = URL.createObjectURL(
    new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' }),
  );
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

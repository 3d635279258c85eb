/**
 * The script `jimu dev` adds to the page: reloads after a good rebuild and shows config or bundle
 * errors as an overlay while the last good build keeps running. Built with textContent only.
 */
export const devClientScript = `(() => {
  const id = 'jimu-dev-overlay';
  const show = (text) => {
    let el = document.getElementById(id);
    if (!el) {
      el = document.createElement('div');
      el.id = id;
      el.setAttribute('role', 'alert');
      el.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,20,.92);color:#ffb4b4;' +
        'font:13px/1.5 ui-monospace,monospace;padding:32px;overflow:auto;white-space:pre-wrap';
      document.body.appendChild(el);
    }
    el.textContent = 'jimu dev: the last change has errors; the last good build is still running.\\n\\n' + text;
  };
  const hide = () => document.getElementById(id)?.remove();
  const source = new EventSource('/__jimu/events');
  source.addEventListener('reload', () => location.reload());
  source.addEventListener('errors', (e) => show(JSON.parse(e.data).text));
  source.addEventListener('ok', hide);
})();
`;

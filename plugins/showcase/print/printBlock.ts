/**
 * Prints the block named `block` alone: `<html data-jimu-print>` selects it for the print styles
 * (print.css) while the dialog is open, and is removed on `afterprint` — also when the dialog was
 * cancelled, which fires `afterprint` too.
 *
 * @example printBlock('invoice');
 */
export function printBlock(block: string): void {
  const root = document.documentElement;
  root.dataset.jimuPrint = block;
  window.addEventListener(
    'afterprint',
    () => {
      delete root.dataset.jimuPrint;
    },
    { once: true },
  );
  window.print();
}

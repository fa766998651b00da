// @ts-check
/**
 * The deadlines page's one script: the calendar address's copy button. The page is rendered on
 * the server only; the button is in it, hidden, and shown here, where it can work. When the app
 * draws the page in the browser (its own navigation), the page's component has its own button.
 */
(() => {
  if (document.documentElement.dataset.app === 'started') return;
  for (const button of document.querySelectorAll('button[data-copy]')) {
    if (!(button instanceof HTMLButtonElement)) continue;
    const field = document.getElementById(button.dataset.copy ?? '');
    if (!(field instanceof HTMLInputElement)) continue;
    const status = document.querySelector(`[data-copied="${field.id}"]`);
    button.hidden = false;
    button.addEventListener('click', async () => {
      let said = 'Copied. Paste it into your calendar app.';
      try {
        await navigator.clipboard.writeText(field.value);
      } catch {
        said = 'Your browser did not allow copying: select the address and copy it yourself.';
      }
      if (status) status.textContent = said;
    });
  }
})();

// @ts-check
/**
 * The script of the pages rendered on the server only (the public pages, sign-in, and the
 * workspaces' pages the server alone draws): what the
 * app's components do there when the app draws such a page itself, done for the page the server
 * sent. A form sent by POST says so on its button and is not sent a second time by a second
 * click on a slow connection; the phone's menu closes on Escape, giving focus back to its button;
 * a form's robot check gets its widget's module once the page has loaded (its `data-module`),
 * not while the page is still being read and painted.
 */
(() => {
  if (document.documentElement.dataset.app === 'started') return;

  /** @type {WeakSet<HTMLFormElement>} */
  const sending = new WeakSet();
  /** @type {Map<HTMLButtonElement, Node[]>} what each busy button said before */
  const labels = new Map();

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'post') return;
    if (sending.has(form)) {
      event.preventDefault();
      return;
    }
    sending.add(form);
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    if (!button) return;
    // Said at once, not `disabled`: a disabled button would leave its name and value out of
    // the form's data, which is taken after this event (a timer set now does not run while
    // the browser waits for the answer). The second click is stopped above.
    labels.set(button, [...button.childNodes]);
    button.setAttribute('aria-disabled', 'true');
    button.setAttribute('aria-busy', 'true');
    // A spinner before the button's words, as the app's button shows while it sends.
    const spinner = document.createElement('span');
    spinner.className =
      'inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent';
    spinner.setAttribute('aria-hidden', 'true');
    button.prepend(spinner);
  });

  // A page brought back by the browser's Back button is the one left busy: it can be sent again.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const [button, nodes] of labels) {
      button.removeAttribute('aria-disabled');
      button.removeAttribute('aria-busy');
      button.replaceChildren(...nodes);
      if (button.form) sending.delete(button.form);
    }
    labels.clear();
  });

  window.addEventListener('load', () => {
    const widget = document.querySelector('altcha-widget[data-module]');
    if (!(widget instanceof HTMLElement) || !widget.dataset.module) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = widget.dataset.module;
    script.addEventListener('error', () => {
      const said = document.createElement('p');
      said.className = 'text-sm text-danger';
      said.textContent = 'The robot check could not load. Reload the page to try again.';
      widget.after(said);
    });
    document.head.append(script);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of document.querySelectorAll('header details[open]')) {
      if (!(menu instanceof HTMLDetailsElement)) continue;
      menu.open = false;
      const summary = menu.querySelector('summary');
      if (summary) summary.focus();
    }
  });
})();

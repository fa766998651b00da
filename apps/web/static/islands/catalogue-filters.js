// @ts-check
/**
 * The catalogue's filters applied as they are chosen. The page is rendered on the server only
 * and its search is a plain GET form (the server drops the empty fields); choosing a filter
 * reads the page at the new address and puts its results and its title in place, the address
 * in the history, focus left where it was. Whatever goes wrong, the browser goes to the address.
 */
(() => {
  if (document.documentElement.dataset.app === 'started') return;
  const form = document.querySelector('form[data-filters]');
  if (!(form instanceof HTMLFormElement)) return;
  let asked = 0;
  /** The address of the list on screen, without its fragment. */
  const addressShown = () => location.pathname + location.search;
  let shown = addressShown();
  // The count of what is shown, said where a screen reader listens: the results' own heading is
  // replaced with them, and a region put in the page that late is not read out.
  const said = document.createElement('p');
  said.className = 'sr-only';
  said.setAttribute('role', 'status');
  form.after(said);

  /** @param {HTMLFormElement} from */
  function addressOf(from) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(from)) {
      if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
    }
    const url = new URL(from.action);
    url.search = params.toString();
    return url;
  }

  /** @param {URL} url */
  async function show(url) {
    const mine = ++asked;
    const results = document.querySelector('[data-results]');
    results?.setAttribute('aria-busy', 'true');
    results?.classList.add('opacity-60');
    try {
      const answer = await fetch(url, { headers: { accept: 'text/html' } });
      const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
      const fresh = page.querySelector('[data-results]');
      if (mine !== asked) return;
      if (!answer.ok || !fresh || !results) throw new Error('not the catalogue');
      results.replaceWith(document.importNode(fresh, true));
      document.title = page.title;
      said.textContent = fresh.querySelector('h2')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      history.pushState(null, '', answer.url);
      shown = addressShown();
    } catch {
      if (mine === asked) location.assign(url);
    }
  }

  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) void show(addressOf(form));
  });
  // The list shown belongs to the address: going back through the history to another list reads
  // it again. A move within the page (the skip link's #main) is a history entry too, and stays.
  window.addEventListener('popstate', () => {
    if (addressShown() !== shown) location.reload();
  });
})();

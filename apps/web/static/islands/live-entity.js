// @ts-check
/**
 * The entity page's one script. The page is rendered on the server only (no framework in the
 * browser); this listens for the entity's `profile.updated` events through the app's relay and,
 * when someone else's change is newer than what the page shows, reads the page again and puts
 * the parts marked `data-live` in place, without a reload (what a person is reading or has
 * selected elsewhere on the page stays). Without JavaScript the next load shows the change.
 *
 * When the app reaches the page by its own navigation and draws it in the browser, the page's
 * Svelte component listens instead (the root layout marks the document `data-app="started"`),
 * and this script, inserted with the page's head, does nothing.
 */
(() => {
  // Drawn by the app in the browser, the page's own component follows the changes.
  if (document.documentElement.dataset.app === 'started') return;
  // Made when the first change arrives: the first use of a locale loads its data, which is
  // not worth paying on every load of the page.
  /** @type {Intl.DateTimeFormat | undefined} */
  let when;
  const now = () => {
    when ??= new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    return when.format(new Date());
  };

  // A `defer` script of a document: the page is parsed when it runs.
  const marker = document.querySelector('[data-live-entity]');
  if (!(marker instanceof HTMLElement)) return;
  let version = Number(marker.dataset.version);
  const topic = `profile.updated.${marker.dataset.liveEntity ?? ''}`;

  /** @param {number | undefined} newer */
  async function refresh(newer) {
    if (newer !== undefined && newer <= version) return;
    const answer = await fetch(location.href, { headers: { accept: 'text/html' } });
    if (!answer.ok) return;
    const next = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const fresh = next.querySelectorAll('[data-live]');
    const shown = document.querySelectorAll('[data-live]');
    // Not the entity's page (the session ended, the entity is gone): the browser shows what is.
    if (fresh.length !== shown.length) {
      location.reload();
      return;
    }
    for (const [i, part] of shown.entries()) {
      part.replaceWith(document.importNode(/** @type {Element} */ (fresh[i]), true));
    }
    const replaced = document.querySelector('[data-live-entity]');
    if (replaced instanceof HTMLElement) version = Number(replaced.dataset.version);
    const notice = document.querySelector('[data-testid="live-notice"]');
    if (!notice) return;
    const line = document.createElement('p');
    line.className = 'live-notice';
    line.textContent = `Someone else changed this entity at ${now()}: the page shows their change.`;
    notice.replaceChildren(line);
  }

  // EventSource reconnects by itself after a dropped connection.
  const source = new EventSource(`/compliance/events?topic=${encodeURIComponent(topic)}`);
  source.addEventListener('profile.updated', (event) => {
    /** @type {{ version?: unknown }} */
    let payload = {};
    try {
      payload = JSON.parse(/** @type {MessageEvent<string>} */ (event).data);
    } catch {
      // An event we cannot read still says the entity changed.
    }
    void refresh(typeof payload.version === 'number' ? payload.version : undefined);
  });
})();

import '@quotemarket/ui/global.css';
import './offline.css';

// The offline page's one behaviour (offline.html): load the address again, when the buyer asks or
// as soon as the browser says it is back online. Online, the service worker fetches the page
// itself; still offline, it answers with this page again.
const retry = () => window.location.reload();

document.getElementById('retry')?.addEventListener('click', retry);
window.addEventListener('online', retry, { once: true });

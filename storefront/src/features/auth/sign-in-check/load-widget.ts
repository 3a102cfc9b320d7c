// The ALTCHA widget (a custom element) and its proof-of-work worker, loaded in the browser only
// and only where a code can be sent: the external build has no inline script or style, so the
// storefront's policy (script-src 'self') holds, and the worker is a file of the build.
import 'altcha/external';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/**
 * The test gateway's hosted fields page, its script and its style (decision record 320): a card form that lives in
 * its own frame on /paytrace, as PayTrace's Protect.js fields do. The card page asks it to `tokenize`; it sends the
 * card to the gateway's token endpoint (never to our API) and answers the page with a one-time token, or with what
 * is wrong, shown under the field. It talks only to a page of its own origin.
 */
export const FIELDS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<link rel="stylesheet" href="fields.css">
</head>
<body>
<form id="card" novalidate>
  <div class="field">
    <label for="number">Card number</label>
    <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="number-error">
    <p class="error" id="number-error" hidden></p>
  </div>
  <div class="row">
    <div class="field">
      <label for="expiry">Expiry (MM/YY)</label>
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" aria-describedby="expiry-error">
      <p class="error" id="expiry-error" hidden></p>
    </div>
    <div class="field">
      <label for="cvc">Security code</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cvc-error">
      <p class="error" id="cvc-error" hidden></p>
    </div>
  </div>
</form>
<script src="fields.js"></script>
</body>
</html>
`;

export const FIELDS_JS = `'use strict';
(() => {
  const form = document.getElementById('card');
  const fields = ['number', 'expiry', 'cvc'];
  const tell = (message) => window.parent.postMessage(message, location.origin);
  const show = (field, message) => {
    for (const name of fields) {
      const input = document.getElementById(name);
      const error = document.getElementById(name + '-error');
      const wrong = name === field;
      error.hidden = !wrong;
      error.textContent = wrong ? message : '';
      if (wrong) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    if (field) document.getElementById(field).focus();
    tell({ type: 'height', height: document.documentElement.scrollHeight });
  };
  async function tokenize(id) {
    const card = Object.fromEntries(fields.map((name) => [name, document.getElementById(name).value]));
    try {
      const res = await fetch('tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) });
      const answer = await res.json();
      if (!res.ok) {
        show(answer.field, answer.message);
        tell({ type: 'invalid', id, message: answer.message });
        return;
      }
      show(null, '');
      tell({ type: 'token', id, token: answer.token, brand: answer.brand, last4: answer.last4 });
    } catch {
      tell({ type: 'failed', id, message: 'The card details could not be sent. Check your connection and try again.' });
    }
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    if (event.data && event.data.type === 'tokenize') tokenize(event.data.id);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  new ResizeObserver(() => tell({ type: 'height', height: document.documentElement.scrollHeight })).observe(document.body);
  tell({ type: 'ready' });
})();
`;

export const FIELDS_CSS = `*{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#fff}
form{padding:2px}
.row{display:flex;flex-wrap:wrap;gap:0 16px}
.row .field{flex:1 1 10rem}
.field{margin-bottom:12px}
label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #6e7781;border-radius:6px;background:#fff;color:inherit}
input:focus-visible{outline:3px solid #0b57d0;outline-offset:1px}
input[aria-invalid=true]{border-color:#b3261e}
.error{margin:4px 0 0;color:#b3261e;font-size:14px}
`;

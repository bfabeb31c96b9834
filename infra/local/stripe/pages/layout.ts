/**
 * The hosted pages' shell: one inline stylesheet, no scripts, no external
 * assets (the machine is offline and the portal must work with JavaScript off).
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** '$199.00': hosted pages always show cents, as Stripe Checkout does. */
export function formatAmount(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;background:#f3f4f6}
header{background:#111827;color:#fff;padding:.75rem 1rem;font-weight:600}
header .mode{display:inline-block;margin-left:.25rem;padding:0 .5rem;border-radius:999px;background:#f59e0b;color:#111827;font-size:.8rem}
main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.1);margin-bottom:1rem}
h1{font-size:1.35rem;margin:0 0 .25rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
.price{font-size:1.5rem;font-weight:700;margin:.25rem 0}
.muted{color:#6b7280;margin:.25rem 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{width:100%;padding:.65rem .75rem;border:1px solid #d1d5db;border-radius:.5rem;font:inherit;background:#fff}
input:focus,select:focus{outline:2px solid #6366f1;border-color:#6366f1}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1rem;padding:.75rem;border:0;border-radius:.5rem;background:#4f46e5;color:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}
button.secondary{background:#fff;color:#b91c1c;border:1px solid #fca5a5}
button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
a{color:#4f46e5}
.back{display:inline-block;margin-top:1rem}
[role=alert]{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:.5rem;padding:.65rem .75rem;margin:.75rem 0 0}
[role=status]{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0;border-radius:.5rem;padding:.65rem .75rem;margin:0 0 1rem}
.hint{font-size:.85rem;color:#6b7280}
.hint code{font-size:.8rem}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>Kindred · <span class="mode">test mode</span></header>
<main>
${body}
</main></body></html>`;
}

/** The card inputs both pages use, with Stripe-like labels and autofill hints. Values are echoed back after an error (never the CVC). */
export function cardFields(
  values: { number?: string; expiry?: string; name?: string } = {},
  options: { withName: boolean },
): string {
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  return `<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${value(values.number)}>
<div class="row"><div><label for="expiry">Expiry</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required${value(values.expiry)}></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
${
  options.withName
    ? `<label for="card-name">Name on card</label>
<input id="card-name" name="name" autocomplete="cc-name"${value(values.name)}>`
    : ''
}`;
}

export const TEST_CARD_HINT = `<p class="hint">Test mode: <code>4242 4242 4242 4242</code> pays; <code>4000 0000 0000 0002</code> is refused;
<code>4000 0000 0000 9995</code> lacks funds; <code>4000 0000 0000 0341</code> pays now and fails on renewal;
<code>4000 0027 6000 3184</code> fails 3D Secure. Any future expiry and CVC. SEPA debits that settle minutes later:
<code>DE89 3704 0044 0532 0130 00</code> pays, <code>DE62 3704 0044 0532 0130 01</code> fails.</p>`;

import type { PaymentAction } from '@marketplace/contract';

/**
 * Takes the browser to the gateway's payment page as the server said: a link to follow, or a form
 * to post (a hidden form submitted at once, as a gateway expects a top-level POST). NONE does nothing.
 */
export function followPaymentAction(action: PaymentAction, doc: Document = document): void {
  if (action.type === 'REDIRECT') {
    doc.defaultView?.location.assign(action.url);
    return;
  }
  if (action.type !== 'POST_FORM') return;
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(action.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/**
 * The card payment of /paytrace (decision record 320): a saved card or a new one typed into the gateway's hosted
 * fields (which answer a one-time token, so the card number never reaches our server), "keep this card", and Pay.
 * Each attempt has an idempotency key made here: a retry after a lost connection sends the same key (the server
 * answers the same attempt, never a second charge); after any answer the next attempt gets a new one. A declined card
 * shows the gateway's message above the form, with everything typed kept; a paid or pending payment opens the invoice.
 */
import { useEffect, useRef, useState } from 'react';
import { getFormProps, getInputProps } from '@conform-to/react';
import { api } from '../../lib/api-client.ts';
import { Payment_PayByCard } from '../../lib/api/operations.gen.ts';
import { cardChoiceSchema, NEW_CARD, paymentTexts, type CardForm } from '../../domain/payments.ts';
import { maskedLast4 } from '../../domain/billing.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { CheckField } from '../form-kit/CheckField.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { protectTokenizer, testFieldsTokenizer, type Tokenizer } from './hosted-fields.ts';
import './card-payment.css';

interface Props {
  form: CardForm;
  totalText: string;
  /** The invoice's page, where a payment made or pending is shown. */
  invoicePath: string;
}

const expiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;

export default function CardPaymentForm({ form: card, totalText, invoicePath }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const tokenizer = useRef<Tokenizer | null>(null);
  const attemptKey = useRef(crypto.randomUUID());
  const [frameHeight, setFrameHeight] = useState<number | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const setup = card.fields;

  useEffect(() => {
    if (setup.gateway === 'test') {
      if (!frame.current) return;
      tokenizer.current = testFieldsTokenizer(frame.current, setFrameHeight);
      return () => tokenizer.current?.dispose();
    }
    protectTokenizer(setup).then(
      (ready) => void (tokenizer.current = ready),
      () => setFieldsError(paymentTexts.gatewayUnavailable),
    );
    return () => tokenizer.current?.dispose();
  }, [setup]);

  // The frame grows to its fields (set through the style object: the page's policy refuses style attributes).
  useEffect(() => {
    if (frame.current && frameHeight) frame.current.style.height = `${frameHeight}px`;
  }, [frameHeight]);

  const { form, fields, busy } = useApiForm({
    id: 'card-payment',
    schema: cardChoiceSchema,
    defaultValue: { card: card.savedCards[0] ? String(card.savedCards[0].savedCardId) : NEW_CARD },
    async send(value) {
      const saved = value.card === NEW_CARD ? undefined : Number(value.card);
      let token;
      if (saved === undefined) {
        const made = tokenizer.current ? await tokenizer.current.tokenize() : { ok: false as const, message: paymentTexts.fieldsNotReady };
        if (!made.ok) return { ok: false, status: 400, error: { message: made.message } };
        token = made.card;
      }
      const body = { invoiceId: card.invoiceId, idempotencyKey: attemptKey.current, ...(saved === undefined ? { card: token, saveCard: value.saveCard } : { savedCardId: saved }) };
      try {
        const answer = await api.call(Payment_PayByCard, { body });
        attemptKey.current = crypto.randomUUID();
        return answer;
      } catch {
        return { ok: false, status: 0, error: { message: paymentTexts.connectionLost } };
      }
    },
    onSuccess(result) {
      window.location.assign(`${invoicePath}&notice=${encodeURIComponent(result.message)}`);
      return 'leave';
    },
  });
  const choosing = card.savedCards.length > 0;
  const newCard = (fields.card.value ?? (choosing ? '' : NEW_CARD)) === NEW_CARD;

  return (
    <form {...getFormProps(form)} className="card stack card-payment" aria-label="Pay by card" noValidate>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0] ?? fieldsError}
      </ErrorText>
      {choosing && (
        <fieldset className="card-choice">
          <legend>Card</legend>
          {card.savedCards.map((saved) => (
            <div className="check" key={saved.savedCardId}>
              <input {...getInputProps(fields.card, { type: 'radio', value: String(saved.savedCardId) })} id={`saved-card-${saved.savedCardId}`} key={saved.savedCardId} />
              <label htmlFor={`saved-card-${saved.savedCardId}`}>
                {saved.brand} {maskedLast4(saved.last4)}, expires {expiry(saved.expMonth, saved.expYear)}
              </label>
            </div>
          ))}
          <div className="check">
            <input {...getInputProps(fields.card, { type: 'radio', value: NEW_CARD })} id="new-card" key={NEW_CARD} />
            <label htmlFor="new-card">A new card</label>
          </div>
        </fieldset>
      )}
      {!choosing && <input type="hidden" name={fields.card.name} value={NEW_CARD} />}
      <div className="new-card" hidden={!newCard}>
        {setup.gateway === 'test' ? (
          <iframe ref={frame} src={setup.fieldsUrl} title="Card details" className="card-fields" />
        ) : (
          <div id="pt_hpf_form" className="card-fields" />
        )}
        <CheckField field={fields.saveCard}>Keep this card for the company's next payments</CheckField>
      </div>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Paying…' : `Pay ${totalText}`}
        </button>
      </div>
      <p className="muted secure">Your card details go straight to the card processor; this site never sees or keeps the card number.</p>
    </form>
  );
}

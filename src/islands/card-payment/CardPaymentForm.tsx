/**
 * The card payment of /paytrace (decision record 320): a saved card or a new one typed into the gateway's hosted
 * fields (which answer a one-time token, so the card number never reaches our server), "keep this card", and Pay.
 * Each attempt has an idempotency key made here: a retry after a lost connection sends the same key (the server
 * answers the same attempt, never a second charge); after any answer the next attempt gets a new one. A declined card
 * shows the gateway's message above the form, with everything typed kept; a paid or pending payment opens the invoice.
 */
import { useRef } from 'react';
import { getFormProps } from '@conform-to/react';
import { api } from '../../lib/api-client.ts';
import { Payment_PayByCard } from '../../lib/api/operations.gen.ts';
import { cardChoiceSchema, NEW_CARD, paymentTexts, type CardForm } from '#domain/payments.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { CheckField } from '../form-kit/CheckField.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { useHostedFields } from './use-hosted-fields.ts';
import { SavedCardChoice } from './SavedCardChoice.tsx';
import './card-payment.css';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

interface Props {
  form: CardForm;
  totalText: string;
  /** The invoice's page, where a payment made or pending is shown. */
  invoicePath: string;
}

export default function CardPaymentForm({ form: card, totalText, invoicePath }: Props) {
  const attemptKey = useRef(crypto.randomUUID());
  const setup = card.fields;
  const { frame, tokenizer, fieldsError } = useHostedFields(setup);

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
      {choosing && <SavedCardChoice field={fields.card} savedCards={card.savedCards} />}
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
        <SubmitButton busy={busy} busyLabel="Paying…">{`Pay ${totalText}`}</SubmitButton>
      </div>
      <p className="muted secure">Your card details go straight to the card processor; this site never sees or keeps the card number.</p>
    </form>
  );
}

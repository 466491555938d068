/** The choice between the company's saved cards and a new one. */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { NEW_CARD, type CardForm } from '#domain/payments.ts';
import { maskedLast4 } from '#domain/billing.ts';

const expiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`;

interface Props {
  field: FieldMetadata<string | undefined>;
  savedCards: CardForm['savedCards'];
}

export function SavedCardChoice({ field, savedCards }: Props) {
  return (
    <fieldset className="card-choice">
      <legend>Card</legend>
      {savedCards.map((saved) => (
        <div className="check" key={saved.savedCardId}>
          <input {...getInputProps(field, { type: 'radio', value: String(saved.savedCardId) })} id={`saved-card-${saved.savedCardId}`} key={saved.savedCardId} />
          <label htmlFor={`saved-card-${saved.savedCardId}`}>
            {saved.brand} {maskedLast4(saved.last4)}, expires {expiry(saved.expMonth, saved.expYear)}
          </label>
        </div>
      ))}
      <div className="check">
        <input {...getInputProps(field, { type: 'radio', value: NEW_CARD })} id="new-card" key={NEW_CARD} />
        <label htmlFor="new-card">A new card</label>
      </div>
    </fieldset>
  );
}

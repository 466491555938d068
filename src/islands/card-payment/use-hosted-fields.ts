/**
 * The gateway's hosted card fields: the test gateway's frame (which grows to its fields) or PayTrace Protect, and the
 * tokenizer that turns what was typed there into a one-time token.
 */
import { useEffect, useRef, useState } from 'react';
import { paymentTexts, type CardForm } from '#domain/payments.ts';
import { protectTokenizer, testFieldsTokenizer, type Tokenizer } from './hosted-fields.ts';

export function useHostedFields(setup: CardForm['fields']) {
  const frame = useRef<HTMLIFrameElement>(null);
  const tokenizer = useRef<Tokenizer | null>(null);
  const [frameHeight, setFrameHeight] = useState<number | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);

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

  return { frame, tokenizer, fieldsError };
}

import { useState } from 'react';
import type { CreatedPaymentMethod, TokenizeResult } from './card-tokenizer.ts';

/**
 * One card submission at a time, for either card form: the processor makes the PaymentMethod
 * (`make`), the caller gets it, and the form stays busy until the caller's answer settles. A
 * refusal the processor pins on no field is the form's problem; `onRefused` gets every refusal.
 */
export function useCardSubmit(onPaymentMethod: (paymentMethod: CreatedPaymentMethod) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [formProblem, setFormProblem] = useState<string>();

  const submit = async (
    make: () => Promise<TokenizeResult | undefined>,
    onRefused?: (refusal: Extract<TokenizeResult, { ok: false }>) => void,
  ) => {
    if (busy) return;
    setFormProblem(undefined);
    setBusy(true);
    try {
      const made = await make();
      // Undefined: the form showed what is wrong itself (a field left empty).
      if (!made) return;
      if (!made.ok) {
        if (!made.field) setFormProblem(made.message);
        onRefused?.(made);
        return;
      }
      await onPaymentMethod(made.paymentMethod);
    } finally {
      setBusy(false);
    }
  };
  return { busy, formProblem, submit };
}

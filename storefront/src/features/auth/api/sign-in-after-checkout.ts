import { SignInResponse } from '@wine/contracts/identity/auth-session';
import { type CustomTokenRequest, CustomTokenResponse } from '@wine/contracts/identity/custom-token';
import { adminClient, mainClient } from '../../../lib/api/clients.ts';
import { checkoutSignInRetryDelay } from '../checkout-sign-in-retry.ts';

const customTokenFor = (request: Omit<CustomTokenRequest, 'isWeb'>) =>
  mainClient.call('getCustomTokenForEmail', { ...request, isWeb: true }, { schema: CustomTokenResponse });

/**
 * Spec section 4, "after checkout, a user can be signed in automatically using a custom token
 * obtained for their e-mail" (docs/identity.md section 4): getCustomTokenForEmail with the
 * guest's token, then POST /api/auth/custom-token. Identity signs in only the buyer of this
 * checkout (the order id), completed within 15 minutes, with the e-mail they proved and the
 * proof the buying tab registered before it left for the bank, once.
 */
export async function signInAfterCheckout(
  request: Required<Pick<CustomTokenRequest, 'email' | 'checkoutId' | 'proof'>>,
): Promise<SignInResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { customToken } = await customTokenFor(request);
      return await adminClient.post('/api/auth/custom-token', {
        body: { customToken },
        schema: SignInResponse,
      });
    } catch (error) {
      const wait = checkoutSignInRetryDelay(error, attempt);
      if (wait === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

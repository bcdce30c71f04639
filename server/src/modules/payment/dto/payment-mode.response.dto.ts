/** How this shop takes online payments, for the storefront and the console to show. */
export class PaymentModeResponseDto {
  /**
   * true while PAYMENT_PROVIDER is sandbox: online payments go to the built-in simulator, where anyone can mark an
   * order paid and no money moves. The storefront and the console then show a "Test payments" ribbon.
   */
  testPayments: boolean;
}

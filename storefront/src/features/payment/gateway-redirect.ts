/** Sends the browser to the gateway's hosted payment page (spec 4); the shopper comes back to the order detail. */
export function goToGateway(url: string): void {
  window.location.assign(url);
}

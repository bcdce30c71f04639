import { fileNameOf } from '../../lib/files';
import type { StatusLook } from '../orders/orderRules';
import type { SubscriberStatus } from './types';

export const SUBSCRIBER_STATUS_LOOK: Readonly<Record<SubscriberStatus, StatusLook>> = {
  subscribed: { label: 'Subscribed', colour: 'success' },
  unsubscribed: { label: 'Unsubscribed', colour: 'default' },
};

export const subscriberStatusChoices = (Object.keys(SUBSCRIBER_STATUS_LOOK) as SubscriberStatus[]).map((status) => ({
  id: status,
  name: SUBSCRIBER_STATUS_LOOK[status].label,
}));

/** The file name the server suggests (Content-Disposition), or one of the same shape for today. */
export function csvFileName(contentDisposition: string | null, today: Date): string {
  return fileNameOf(contentDisposition, `newsletter-subscribers-${today.toISOString().slice(0, 10)}.csv`);
}

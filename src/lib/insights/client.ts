/** The dashboard's call for the Insights tab (same-origin: the admin session cookie goes along). */
import { request } from '../http/client';
import { ADMIN_INSIGHTS_PATH, insightsAnswerSchema, type InsightsAnswer } from './contract';

export async function fetchInsights(period: { from?: string; to?: string } = {}): Promise<InsightsAnswer> {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  const query = params.toString();
  return request(insightsAnswerSchema, 'GET', `${ADMIN_INSIGHTS_PATH}${query ? `?${query}` : ''}`);
}

/**
 * Runs once when the server starts: validates the configuration (a bad variable stops the start
 * with its name) and, when a webhook is configured, starts delivering the outbox, including what
 * was still pending when the server last stopped.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig } = await import('./lib/config');
  const config = getConfig();
  if (!config.submissionsWebhookUrl) return;
  const { startOutboxDispatcher } = await import('./lib/submissions/outbox');
  const { getStore } = await import('./lib/submissions/server');
  startOutboxDispatcher(getStore, { webhookUrl: config.submissionsWebhookUrl });
}

/**
 * Runs once when the server starts: validates the configuration (a bad variable stops the start
 * with its name), puts the request hook in front of Next (socket address for the rate limit, 405
 * for methods a path does not serve, the security headers on every answer, the catalogue's
 * search answered without Next's pipeline) and, when a webhook
 * or mail is configured, starts delivering the outbox, including what was still pending when the
 * server last stopped.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getConfig } = await import('./lib/config');
  const config = getConfig();
  const { installRequestHook } = await import('./lib/http/request-hook');
  const { siteCsp } = await import('./lib/security/csp');
  const { answerSearchRequest, SEARCH_PATHS } = await import('./lib/search/endpoint');
  installRequestHook({ https: config.https, siteCsp: siteCsp(config), ownRoutes: new Map([...SEARCH_PATHS].map((path) => [path, answerSearchRequest])) });
  if (!config.submissionsWebhookUrl && !config.mail) return;
  const { startOutboxDispatcher, webhookDeliverer } = await import('./lib/submissions/outbox');
  const { getStore } = await import('./lib/submissions/shared-store');
  const deliverers = config.submissionsWebhookUrl ? { webhook: webhookDeliverer(config.submissionsWebhookUrl) } : {};
  if (config.mail) {
    const { mailDeliverers } = await import('./lib/mail/mailer');
    const { smtpSender } = await import('./lib/mail/transport');
    const { expertContactEmail, getContent } = await import('./lib/content');
    const { mailTemplates } = await import('./components/mail/render');
    const send = smtpSender(config.mail.smtpUrl, config.mail.from);
    Object.assign(
      deliverers,
      mailDeliverers({
        mail: config.mail,
        siteUrl: config.siteUrl,
        content: getContent(),
        expertContact: expertContactEmail,
        store: getStore,
        send,
        templates: mailTemplates,
      }),
    );
  }
  startOutboxDispatcher(getStore, { deliverers, retryMaxMs: config.outboxRetryMaxMs });
}

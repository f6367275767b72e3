import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    expect(parseConfig({})).toEqual({
      siteUrl: 'http://localhost:3000',
      https: false,
      apiBaseUrl: '/api',
      gtmId: undefined,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
      oldSiteUrl: undefined,
      localeDetection: false,
      rootRedirect: undefined,
      localeCookieCrossSite: false,
      databaseUrl: undefined,
      dataDir: 'data',
      submissionsWebhookUrl: undefined,
      submissionsRateLimit: 20,
      trustProxy: false,
      allowedOrigins: [],
      mail: undefined,
      outboxRetryMaxMs: 600_000,
    });
  });

  it('sends mail once SMTP_URL is set, to the office’s addresses, from MAIL_FROM or the site’s domain', () => {
    expect(
      parseConfig({
        SMTP_URL: 'smtp://user:pass@mail.example.org:587',
        OFFICE_EMAIL: 'office@experts.example, почта@пример.рф',
        SITE_URL: 'https://experts.example',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.org:587',
      from: 'Experts for projects <no-reply@experts.example>',
      officeEmails: ['office@experts.example', 'почта@пример.рф'],
      officeLocale: 'en',
    });
    expect(
      parseConfig({
        SMTP_URL: 'smtps://mail.example.org',
        OFFICE_EMAIL: 'o@experts.example',
        MAIL_FROM: 'Support <support@experts.example>',
        OFFICE_MAIL_LOCALE: 'ru',
      }).mail,
    ).toMatchObject({
      from: 'Support <support@experts.example>',
      officeLocale: 'ru',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.org', OFFICE_EMAIL: 'o@x.example' }, /SMTP_URL="http:\/\/mail.example.org": must start with smtp:\/\//],
    [{ SMTP_URL: 'not a url', OFFICE_EMAIL: 'o@x.example' }, /SMTP_URL="not a url": must be a URL/],
    [{ SMTP_URL: 'smtp://mail.example.org' }, /OFFICE_EMAIL="": SMTP_URL is set/],
    [{ OFFICE_EMAIL: 'office@x.example, not-an-address' }, /"not-an-address" is not an e-mail address/],
    [{ MAIL_FROM: 'Experts <nobody>' }, /MAIL_FROM="Experts <nobody>": must be an address/],
    [{ OFFICE_MAIL_LOCALE: 'de' }, /OFFICE_MAIL_LOCALE="de": must be en, ka, kk or ru/],
    [{ OUTBOX_RETRY_MAX_SECONDS: '0' }, /OUTBOX_RETRY_MAX_SECONDS="0": must be at least 1/],
  ])('names a bad mail setting: %j', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('reads ALLOWED_ORIGINS as a list of origins, and names an entry that is not one', () => {
    expect(parseConfig({ ALLOWED_ORIGINS: ' https://www.experts.example, http://192.168.1.20:3000/ ,HTTPS://Experts.Example:443' }).allowedOrigins).toEqual([
      'https://www.experts.example',
      'http://192.168.1.20:3000',
      'https://experts.example',
    ]);
    for (const bad of [
      'https://experts.example/form',
      'experts.example',
      'ftp://experts.example',
      'https://user:pw@experts.example',
      'https://experts.example/?a=1',
    ])
      expect(() => parseConfig({ ALLOWED_ORIGINS: `https://ok.example,${bad}` }), bad).toThrow(/ALLOWED_ORIGINS=.*is not an origin/);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ SITE_URL: '', LOCALE_DETECTION: '', ROOT_REDIRECT_STATUS: '' })).toMatchObject({
      siteUrl: 'http://localhost:3000',
      localeDetection: false,
    });
  });

  it('reads every variable', () => {
    const config = parseConfig({
      SITE_URL: 'https://experts.example/',
      NEXT_PUBLIC_API_BASE_URL: 'https://api.experts.example/v1',
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      OLD_SITE_URL: 'https://old.experts.example',
      LOCALE_DETECTION: 'true',
      ROOT_REDIRECT_PATH: '/experts',
      ROOT_REDIRECT_STATUS: '308',
      LOCALE_COOKIE_CROSS_SITE: '1',
      DATABASE_URL: 'postgres://user:pw@localhost:5432/site',
      SUBMISSIONS_WEBHOOK_URL: 'https://hooks.example/in',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://experts.example',
      https: true,
      apiBaseUrl: 'https://api.experts.example/v1',
      gtmId: 'GTM-ABC123',
      localeDetection: true,
      rootRedirect: { path: '/experts', status: 308 },
      localeCookieCrossSite: true,
      databaseUrl: 'postgres://user:pw@localhost:5432/site',
    });
  });

  it('has a root redirect of 302 unless told otherwise', () => {
    expect(parseConfig({ ROOT_REDIRECT_PATH: '/products' }).rootRedirect).toEqual({ path: '/products', status: 302 });
  });

  it.each([
    ['SITE_URL', 'experts.example'],
    ['SITE_URL', 'ftp://experts.example'],
    ['NEXT_PUBLIC_API_BASE_URL', 'api'],
    ['NEXT_PUBLIC_GTM_ID', 'UA-1234'],
    ['MAP_TILE_URL', 'https://tiles.example/tile.png'],
    ['OLD_SITE_URL', 'not a url'],
    ['LOCALE_DETECTION', 'maybe'],
    ['ROOT_REDIRECT_PATH', 'experts'],
    ['ROOT_REDIRECT_PATH', '//evil.example'],
    ['ROOT_REDIRECT_STATUS', '200'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SUBMISSIONS_WEBHOOK_URL', 'hooks'],
    ['SUBMISSIONS_RATE_LIMIT', '-1'],
    ['SUBMISSIONS_RATE_LIMIT', 'many'],
    ['TRUST_PROXY', 'perhaps'],
  ])('names the bad variable %s=%j', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrowError(new RegExp(`${name}=`));
  });

  it('lists every bad variable at once', () => {
    try {
      parseConfig({ SITE_URL: 'nope', ROOT_REDIRECT_STATUS: '418' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
      expect((error as Error).message).toContain('SITE_URL="nope"');
      expect((error as Error).message).toContain('ROOT_REDIRECT_STATUS="418"');
    }
  });
});

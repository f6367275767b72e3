/**
 * The one stylesheet of the page a form posted without script gets back (lib/submissions/form-answer.ts). The
 * API's policy (DATA_CSP, csp.ts) allows it by its hash and nothing else; relative
 * imports only, as next.config.ts loads that file.
 */
export const FORM_ANSWER_STYLE = [
  'body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Georgian",Arial,sans-serif;color:#14162b;background:#f5f6fb}',
  'main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}',
  'main[data-outcome=sent] h1{color:#106b3a}',
  'li{margin:.25rem 0}',
  'code{font-size:1.1em;font-weight:700;background:#eef0fb;padding:0 .25em;border-radius:4px}',
  'a{color:#2647d9}',
  '.links{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;margin-top:1.5rem}',
  '.links a:first-child{font-weight:700}',
  '@media (max-width:480px){main{margin:0;border-radius:0;box-shadow:none;padding:1.25rem 1rem}}',
].join('');

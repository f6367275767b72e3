/**
 * Whether a text is an e-mail address, in any script: `info@почта.рф`, `ნინო@ფოსტა.გე`,
 * `user@xn--e1afmkfd.xn--p1ai`. Shared by the forms and the API through the schemas, so it runs in
 * the browser and in Node alike: the domain is converted to its ASCII form (IDNA, UTS 46) by the
 * WHATWG URL parser, which both have, and checked as DNS would take it.
 *
 * Refused on purpose, though RFC 5322 allows them: quoted local parts (`"a b"@x.kz`, which may hold
 * spaces and a second '@'), comments and IP literals (`a@[10.0.0.1]`). Public mail services give no
 * such addresses, and the support office would have to copy them by hand.
 */

/** RFC 5322 `atext`, widened by RFC 6531 to the letters, marks and numbers of any script. */
const LOCAL_ATOM = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;

/**
 * A domain label as typed: letters, marks and numbers of any script, and '-' inside (RFC 5891; once
 * converted, `-почта` would pass as `xn---...`). Nothing the URL parser reads as more than a host
 * name: no '%', ':', '/', '[' or '@'.
 */
const TYPED_LABEL = /^[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;

/** A label after conversion (letters, digits, hyphen; RFC 1035 and 5890): 63 octets at most. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A top-level domain is alphabetic, or an internationalised one (`.рф` is `xn--p1ai`): never a number. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;

const MAX_LOCAL_OCTETS = 64;
/**
 * RFC 5321's path is 256 octets with its angle brackets. Its domain limit, 253 octets, needs no
 * check of its own: with a local part of at least one octet, a longer domain is over this already.
 */
const MAX_ADDRESS_OCTETS = 254;

const octets = (text: string) => new TextEncoder().encode(text).length;

export function isEmailAddress(address: string): boolean {
  const parts = address.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  // Splitting on '.' also refuses empty atoms and labels: dots at either end, or two in a row.
  if (octets(local) > MAX_LOCAL_OCTETS || !local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  const typedLabels = domain.split('.');
  if (typedLabels.length < 2 || !typedLabels.every((label) => TYPED_LABEL.test(label))) return false;
  // The domain in ASCII (`почта.рф` → `xn--80a1acny.xn--p1ai`); an address whose domain IDNA refuses is none.
  // One known difference: Chromium lets a typed `xn--` label that decodes to nothing (`xn--zz`)
  // through, Node refuses it; the API's answer, shown on the field, settles that rare case.
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    return false;
  }
  if (octets(local) + 1 + ascii.length > MAX_ADDRESS_OCTETS) return false;
  const labels = ascii.split('.');
  // Same count as typed: IDNA maps a few characters to a dot ('⒈' is "1."), which would add a label.
  return labels.length === typedLabels.length && labels.every((label) => ASCII_LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

import styles from './Avatar.module.css';

/** How many colours the palette has (Avatar.module.css, `data-tone`). */
export const AVATAR_TONES = 8;
export type AvatarSize = 44 | 56 | 64;

/** The initials of a name, in the first two words. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      // Georgian has no capitals in running text (upper-casing it gives Mtavruli), so it stays as is.
      .map((word) => {
        const first = Array.from(word)[0] ?? '';
        return /\p{Script=Georgian}/u.test(first) ? first : first.toUpperCase();
      })
      .join('')
  );
}

/** A stable colour of the palette for an id, so an expert keeps theirs on every page. */
export function avatarTone(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % AVATAR_TONES;
}

/**
 * A drawn avatar with initials: no image request, decorative (the name is always next to it).
 * Colour and size are classes, not a style attribute: the Content-Security-Policy allows no
 * inline style (lib/security/csp.ts).
 */
export function Avatar({ id, name, size = 64 }: { id: string; name: string; size?: AvatarSize }) {
  return (
    <span className={styles.avatar} data-tone={avatarTone(id)} data-size={size} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

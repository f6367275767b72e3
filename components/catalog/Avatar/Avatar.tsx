import styles from './Avatar.module.css';

// Each keeps white initials above 4.5:1 contrast.
const PALETTE = ['#2647d9', '#0b7255', '#b4441e', '#7a3ccf', '#0a6d96', '#a8326b', '#566508', '#b13c0b'];

/** The initials of a name, in the first two words. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    // Georgian has no capitals in running text (upper-casing it gives Mtavruli), so it stays as is.
    .map((word) => {
      const first = Array.from(word)[0] ?? '';
      return /\p{Script=Georgian}/u.test(first) ? first : first.toUpperCase();
    })
    .join('');
}

/** A stable colour for an id, so an expert keeps theirs on every page. */
export function avatarColor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A drawn avatar with initials: no image request, decorative (the name is always next to it). */
export function Avatar({ id, name, size = 64 }: { id: string; name: string; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size, background: avatarColor(id), fontSize: size * 0.36 }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

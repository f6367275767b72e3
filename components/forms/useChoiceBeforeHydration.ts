import { useEffect, useRef, type RefObject } from 'react';

/**
 * A select the server rendered can be changed before React hydrates it: the page's code comes
 * after its first paint (lib/deploy/first-paint.ts). React then leaves the chosen option on screen
 * but never hears of the change. Once the select is hydrated, this hands such a choice to `choose`.
 * Give the select `autoComplete="off"`, so that a value the browser restores (on back or reload)
 * is not taken for a choice.
 */
export function useChoiceBeforeHydration(select: RefObject<HTMLSelectElement | null>, rendered: string, choose: (value: string) => void): void {
  // What the server rendered and what to do, as they were when the select hydrated: the check runs once.
  const atHydration = useRef({ rendered, choose });
  useEffect(() => {
    const value = select.current?.value;
    if (value !== undefined && value !== atHydration.current.rendered) atHydration.current.choose(value);
  }, [select]);
}

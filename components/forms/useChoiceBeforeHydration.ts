import { type ChangeEvent, useEffect, useRef } from 'react';

/**
 * The props of a setting's select that the server renders with `value`, and that calls `choose`
 * with the visitor's choice: on change, and also for a choice made before React hydrated it. The
 * page's code comes after its first paint (scripts/static-tree/first-paint.ts), and React leaves an option
 * chosen in that time on screen but never hears of it. `autoComplete="off"`, so that a value the
 * browser restores (on back or reload) is not taken for a choice.
 */
export function useChoiceBeforeHydration(value: string, choose: (value: string) => void) {
  const ref = useRef<HTMLSelectElement>(null);
  // What the server rendered and what to do, as they were when the select hydrated: the check runs once.
  const atHydration = useRef({ value, choose });
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== atHydration.current.value) atHydration.current.choose(shown);
  }, []);
  return { ref, value, autoComplete: 'off', onChange: (event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value) } as const;
}

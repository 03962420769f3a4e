// A size, a colour or a way of delivery chosen before the page's script ran stays checked through
// hydration, but the state that draws the radios does not know it (filled-early.ts says why): the
// form that keeps the choice takes it over from here as it comes alive.

/** The value of the radio named `name` checked inside `root`, as the page's script finds it. */
export function chosenEarly(root: ParentNode | null, name: string): string | undefined {
  return root?.querySelector<HTMLInputElement>(`[name="${name}"]:checked`)?.value;
}

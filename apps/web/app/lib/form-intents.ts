// A feature's forms and its action agree on what each form asks for through one definition (Hydrogen's
// CartForm is the model): the feature names its intents once, `as const`, beside the result types its
// action answers with; a form posts one of them as its `intent` field, and the action reads it back
// with `postedIntent`. Neither side spells an intent of its own.

/** A feature's intents: the name the code uses, and the value the form posts. */
export type FormIntents = Readonly<Record<string, string>>;

export type IntentOf<Intents extends FormIntents> = Intents[keyof Intents];

/** The intent a posted form names, or undefined when it names none of these. */
export function postedIntent<const Intents extends FormIntents>(
  form: FormData | undefined,
  intents: Intents,
): IntentOf<Intents> | undefined {
  const asked = form?.get("intent");
  return Object.values(intents).find((intent): intent is IntentOf<Intents> => intent === asked);
}

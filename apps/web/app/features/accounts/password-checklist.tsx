import { passwordRules } from "@oja/contracts/rules";
import { CheckIcon } from "../../components/ui/icons.tsx";

/** docs/product.md §2 Profile and §5: the password rules, ticked off live as the shopper types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password rules" className="mt-1 space-y-1 text-sm">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={`flex items-center gap-2 ${met ? "text-success" : "text-stone"}`}
          >
            {met ? (
              <CheckIcon width={16} height={16} strokeWidth={2} />
            ) : (
              <span aria-hidden="true" className="mx-[5px] h-1.5 w-1.5 rounded-full bg-current" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{met ? " (done)" : " (still needed)"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

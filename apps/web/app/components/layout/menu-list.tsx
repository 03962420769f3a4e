import { bannerText } from "@oja/contracts/shop";
import { Link } from "react-router";
import { isCurrent, mainMenu, rightMenu } from "../../lib/site.ts";

/** The whole menu, as the mobile drawer and the /menu page list it. */
export function MenuList({ pathname, onChoose }: { pathname: string; onChoose?: () => void }) {
  return (
    <>
      <ul className="space-y-1">
        {[...mainMenu, ...rightMenu].map((item) => {
          const current = isCurrent(item.url, pathname);
          return (
            <li key={item.url}>
              <Link
                to={item.url}
                onClick={onChoose}
                aria-current={current ? "page" : undefined}
                className={`block rounded-lg px-3 py-3 font-display text-2xl ${current ? "bg-linen font-semibold text-cognac-dark" : "hover:bg-linen"}`}
              >
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-sm text-stone">{bannerText}</p>
    </>
  );
}

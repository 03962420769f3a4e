import { Drawer } from "../ui/drawer.tsx";
import { MenuList } from "./menu-list.tsx";

/** The mobile menu's drawer (docs/product.md §2 "Header and menus"), fetched when it first opens. */
export function MenuDrawer({
  open,
  pathname,
  onClose,
}: {
  open: boolean;
  pathname: string;
  onClose: () => void;
}) {
  return (
    <Drawer open={open} title="Menu" side="left" onClose={onClose} footer={false}>
      <MenuList pathname={pathname} onChoose={onClose} />
    </Drawer>
  );
}

import { Outlet } from "react-router";

/** The frame of the signed-in customer area. */
export default function AccountLayout() {
  return (
    <div className="bg-linen pb-20">
      <div aria-hidden="true" className="h-32 bg-espresso" />
      <div className="mx-auto max-w-7xl px-4 pt-10 md:px-8">
        <Outlet />
      </div>
    </div>
  );
}

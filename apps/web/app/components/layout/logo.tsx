/**
 * The Oja wordmark; it takes the colour of the text around it (light or dark header). Its two drawn
 * lines would read as "OJALeather House", so assistive technology gets the shop's name instead.
 */
export function Logo({ shopName }: { shopName: string }) {
  return (
    <span className="flex flex-col items-center leading-none">
      <span aria-hidden="true" className="contents">
        <span className="font-display text-3xl font-semibold tracking-[0.35em] pl-[0.35em]">OJA</span>
        <span className="mt-1 text-[0.6rem] font-medium tracking-[0.45em] pl-[0.45em] uppercase">
          Leather House
        </span>
      </span>
      <span className="sr-only">{shopName}, home</span>
    </span>
  );
}

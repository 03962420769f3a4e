import { useNavigation } from "react-router";

/**
 * A thin bar along the top of the window while the next page loads: the old page stays until the new
 * one is ready, and without it a slow change would look like nothing happened. As a progress bar it is
 * not read out; the new page's arrival is the news.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state !== "loading") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      // The brass runs on a dark track, so it stands out on the banner and on a light page alike; both
      // wait 150 ms, so that a quick page change shows nothing.
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] animate-[fade-in_0s_150ms_both] bg-espresso"
    >
      <div className="h-full origin-left animate-navigation-progress bg-brass" />
    </div>
  );
}

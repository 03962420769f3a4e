import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RatingStars } from "./rating-stars.tsx";

describe("rating stars", () => {
  it("fill the rating's whole and half stars, read out as the rating", () => {
    const html = renderToString(<RatingStars rating={4.5} size={16} />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html).toContain('data-fill="full full full full half"');
    // Four stars of 24 units and half of the fifth.
    expect(html).toMatch(/<svg width="108" height="24"/);
    expect(renderToString(<RatingStars rating={0} />)).not.toMatch(/<svg width="\d+" height="24"/);
  });

  it("are the same markup wherever they are drawn, so that a list of reviews can be kept", () => {
    const alone = renderToString(<RatingStars rating={3} size={16} />);
    const amongOthers = renderToString(
      <ol>
        <li>
          <RatingStars rating={5} size={16} />
        </li>
        <li>
          <RatingStars rating={3} size={16} />
        </li>
      </ol>,
    );
    expect(alone).not.toContain("id=");
    expect(amongOthers).toContain(alone);
  });
});

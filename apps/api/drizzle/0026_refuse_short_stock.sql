-- An order's stock statement refuses the order itself when a piece is missing (decision 049): the error
-- ends the statement before the COMMIT sent with it, and its detail names what was moved.
CREATE FUNCTION "refuse_short_stock"("moved" json) RETURNS json LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock short' USING ERRCODE = 'P0001', DETAIL = "moved"::text;
END
$$;

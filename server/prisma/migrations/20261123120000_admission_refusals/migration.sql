-- How the one-statement admission refuses (domain/dispatch/budgets.ts): a budget's conditional
-- write that changed no row ends the statement through this function, so that nothing of it stays
-- and the caller learns which limit refused: SQLSTATE PR001, the reason code as the message.
-- VOLATILE, so that the planner never evaluates it ahead of the CASE that guards it.
CREATE FUNCTION proctor_refuse(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'PR001', MESSAGE = reason;
END
$$;
